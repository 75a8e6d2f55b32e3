export declare const CHROMIUM: string;
export declare const PDFTOTEXT: string;
export declare const ZBARIMG: string;
export declare const INSTALL: string;
export interface Machine {
  exists(file: string): boolean;
  canInstall(): boolean;
  run(command: string): number;
  log(message: string): void;
}
export declare function ensureChromium(deps: Machine): number;
