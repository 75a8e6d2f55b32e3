// Loaded into the gateway process with `--import` by gateway-process.ts: the gateway exits as soon as
// the soak that started it goes away (its IPC channel closes), even if the soak itself was killed
// with SIGKILL and had no chance to stop it. The channel does not keep the gateway alive otherwise.
process.channel?.unref();
process.once('disconnect', () => process.kill(process.pid, 'SIGKILL'));
// A profiled gateway (node --cpu-prof) writes its profile only on a normal exit, so a stop exits.
if (process.execArgv.includes('--cpu-prof')) process.once('SIGTERM', () => process.exit(0));
