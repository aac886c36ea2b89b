/** Command-line options of the browser-mode host. */
export type HostArgs = { host: string; port: number; open: boolean; allowNonLoopback: boolean };

export function parseHostArgs(argv: readonly string[], env: NodeJS.ProcessEnv): HostArgs {
  const args: HostArgs = { host: '127.0.0.1', port: 0, open: !env.CI, allowNonLoopback: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--no-open') args.open = false;
    else if (a === '--port') {
      const p = Number(value());
      if (!Number.isInteger(p) || p < 0 || p > 65535) throw new Error('--port must be a whole number from 0 to 65535');
      args.port = p;
    } else if (a === '--host') args.host = value();
    else if (a === '--allow-network') args.allowNonLoopback = true;
    else throw new Error(`Unknown option ${a}. Options: --port N, --host ADDR, --allow-network, --no-open`);
  }
  return args;
}
