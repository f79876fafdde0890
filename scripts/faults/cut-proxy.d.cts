// Types of cut-proxy.cjs for the TypeScript tests.
type CutProxy = {
  readonly port: number;
  url(databaseUrl: string): string;
  readonly isCut: boolean;
  readonly cuts: number;
  cut(): Promise<void>;
  blackhole(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
};
declare function startCutProxy(target: { host: string; port: number }, port?: number): Promise<CutProxy>;
export { startCutProxy, type CutProxy };
