import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { isUnsubscribeToken, unsubscribeByToken } from './preferences.service';

const params = z.object({ token: z.string().max(200) });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Pitboard</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #1a1b1e; color: #e9ecef;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; }
main { max-width: 28rem; margin: 1rem; padding: 1.5rem; background: #25262b; border-radius: 8px; }
h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
button { font: inherit; font-weight: 600; padding: 0.5rem 1rem; border: 0; border-radius: 4px; background: #c92a2a;
  color: #fff; cursor: pointer; }
button:focus-visible { outline: 2px solid #74c0fc; outline-offset: 2px; }
a { color: #74c0fc; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;

const invalidPage = page(
  'Link not valid',
  '<h1>This unsubscribe link is not valid</h1><p>Turn reminder e-mails off in <a href="/settings">Preferences</a>.</p>',
);

/**
 * Opened from a reminder mail, signed out: GET asks to confirm (a mail scanner that follows links
 * unsubscribes nobody); POST turns the member's e-mail reminders off in the team the mail was
 * about. POST is also RFC 8058's one-click unsubscribe, sent by mail apps with the body
 * `List-Unsubscribe=One-Click` and no Origin: these addresses are outside /api, where the
 * same-origin check of state-changing calls applies; the unguessable token is the key.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { publicDb }) => {
  // The form below and one-click unsubscribes post form data; what it says does not matter.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/unsubscribe/:token', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!(await isUnsubscribeToken(publicDb, request.params.token))) return reply.code(404).send(invalidPage);
    return reply.send(
      page(
        'Unsubscribe',
        `<h1>Stop reminder e-mails?</h1>
<p>You will no longer get Pitboard's e-mails about what is due in this team. You can turn them back on in Preferences.</p>
<form method="post"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  app.post('/unsubscribe/:token', { schema: { hide: true, params } }, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!(await unsubscribeByToken(publicDb, request.params.token))) return reply.code(404).send(invalidPage);
    return reply.send(
      page(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1>
<p>Pitboard will not e-mail you reminders of what is due in this team. Turn them back on in <a href="/settings">Preferences</a>.</p>`,
      ),
    );
  });
};
