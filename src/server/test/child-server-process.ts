import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A request with this header stops child-server.ts with SIGKILL once its change has committed. */
export const stopAfterCommitHeader = 'x-test-stop-after-commit';

const entry = path.join(import.meta.dirname, 'child-server.ts');

interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ChildServer {
  baseUrl: string;
  /** Resolves with the signal or exit code the process ended with. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** The newest link in a mail to `to` whose subject starts with `subject`, waiting for it. */
  mailLink(to: string, subject: string): Promise<string>;
  /** An API call with a same-origin header (and the cookie when given); a JSON body when given. */
  call(method: string, url: string, options?: CallOptions): Promise<Response>;
  /** Stops the process at once (SIGKILL), as a crash would, and waits for it to end. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Starts child-server.ts in a process of its own on a free port with `env` (DATA_DIR or
 * DATABASE_URL), and resolves once it listens.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      AUTH_RATE_LIMIT_MAX: '1000',
      API_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const mails: Mail[] = [];
  let output = '';
  let partial = '';
  let onListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (onListening = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('listening ')) onListening();
      else if (line.startsWith('{"mail"')) mails.push((JSON.parse(line) as { mail: Mail }).mail);
      else output += `${line}\n`;
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  await Promise.race([
    listening,
    exited.then((how) => {
      throw new Error(`The test server ended (${how}) before listening:\n${output}`);
    }),
  ]);

  return {
    baseUrl,
    exited,
    async mailLink(to, subject) {
      for (;;) {
        const mail = mails.findLast((m) => m.to === to && m.subject.startsWith(subject));
        const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
        if (link) return link;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`No mail "${subject}…" to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    call(method, url, options = {}) {
      return fetch(`${baseUrl}${url}`, {
        method,
        redirect: 'manual',
        headers: {
          origin: baseUrl,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs up on `server`, opens the mailed confirmation link and returns the session cookie it gives. */
export async function signUpOn(server: ChildServer, email: string): Promise<string> {
  const signUp = await server.call('POST', '/api/auth/sign-up/email', {
    body: { email, password: 'pit-lane-42', name: email.split('@')[0] },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = await server.mailLink(email, 'Confirm your email');
  const confirmed = await server.call('GET', link.replace(server.baseUrl, ''));
  if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status}`);
  return confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
