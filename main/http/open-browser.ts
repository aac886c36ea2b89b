import { spawn } from 'node:child_process';

/** Opens `url` in the system browser when there is a display to show it on; returns whether it tried. */
export function openSystemBrowser(url: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const platform = process.platform;
  let command: string;
  let args: string[];
  if (platform === 'darwin') [command, args] = ['open', [url]];
  else if (platform === 'win32') [command, args] = ['cmd', ['/c', 'start', '""', url]];
  else if (env.DISPLAY || env.WAYLAND_DISPLAY) [command, args] = ['xdg-open', [url]];
  else return false;
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined); // no opener installed: the printed URL is enough
    child.unref();
    return true;
  } catch {
    return false;
  }
}
