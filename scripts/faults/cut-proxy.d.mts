// Types of cut-proxy.mjs for the TypeScript tests.
export type CutProxy = {
  readonly port: number;
  url(databaseUrl: string): string;
  readonly isCut: boolean;
  readonly cuts: number;
  cut(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
};
export function startCutProxy(target: { host: string; port: number }, port?: number): Promise<CutProxy>;
