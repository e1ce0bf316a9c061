import { spawn } from 'node:child_process';
import path from 'node:path';

/** A request with this header stops child-server.ts with SIGKILL once its change has committed. */
export const stopAfterCommitHeader = 'x-test-stop-after-commit';
/** A request with this header is held by child-server.ts until the process receives SIGTERM. */
export const holdUntilStopHeader = 'x-test-hold-until-stop';

const entry = path.join(import.meta.dirname, 'child-server.ts');
/** The server's BASE_URL: the origin its pages are served from, sent with every call. */
const origin = 'http://localhost:3000';

interface CallOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ChildServer {
  baseUrl: string;
  /** Resolves with the signal or exit code the process ended with. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Waits until `count` requests sent with `holdUntilStopHeader` are held. */
  held(count: number): Promise<void>;
  /** Waits until a job of `queue` is done, and answers its key. */
  jobDone(queue: string): Promise<string>;
  /** The path of the newest link in a mail to `to` whose subject starts with `subject`, waiting for it. */
  mailLink(to: string, subject: string): Promise<string>;
  /** An API call with a same-origin header (and the cookie when given); a JSON body when given. */
  call(method: string, url: string, options?: CallOptions): Promise<Response>;
  /** Stops the process at once (SIGKILL), as a crash would, and waits for it to end. */
  kill(): Promise<void>;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Starts child-server.ts in a process of its own on a free port with `env` (DATA_DIR or
 * DATABASE_URL; nothing else of this process's environment but PATH), and resolves once it listens.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      BASE_URL: origin,
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
  const jobsDone: { queue: string; key: string }[] = [];
  let heldCount = 0;
  let output = '';
  let partial = '';
  let onListening: (url: string) => void = () => undefined;
  const listening = new Promise<string>((resolve) => (onListening = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('listening ')) onListening(line.slice('listening '.length));
      else if (line.startsWith('{"mail"')) mails.push((JSON.parse(line) as { mail: Mail }).mail);
      else if (line.startsWith('{"held"')) heldCount += 1;
      else if (line.startsWith('{"job"'))
        jobsDone.push((JSON.parse(line) as { job: { queue: string; key: string } }).job);
      else output += `${line}\n`;
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const baseUrl = await Promise.race([
    listening,
    exited.then((how) => {
      throw new Error(`The test server ended (${how}) before listening:\n${output}`);
    }),
  ]);

  return {
    baseUrl,
    exited,
    async held(count) {
      while (heldCount < count) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${heldCount} requests held`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async jobDone(queue) {
      for (;;) {
        const job = jobsDone.find((done) => done.queue === queue);
        if (job) return job.key;
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`No job of ${queue} was done`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async mailLink(to, subject) {
      for (;;) {
        const mail = mails.findLast((m) => m.to === to && m.subject.startsWith(subject));
        const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
        if (link) return link.replace(origin, '');
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`No mail "${subject}…" to ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    call(method, url, options = {}) {
      return fetch(`${baseUrl}${url}`, {
        method,
        redirect: 'manual',
        headers: {
          origin,
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
  const confirmed = await server.call('GET', await server.mailLink(email, 'Confirm your email'));
  if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status}`);
  return confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
