/** Asks the gateway whether it is there; a Wi-Fi that is "connected" without Internet fails this. */
export async function probeGateway(timeoutMs = 5000): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
