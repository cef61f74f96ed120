import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import { forbidden } from '../http/errors';
import { fromLoopback } from '../routes/devTools';
import { handlePaymeRpc, notPostResponse, paymeEnvKey, tooLargeResponse, type RpcResponse } from './merchant';
import { SANDBOX_PATH, sandboxEnabled } from './checkout';
import { checkoutPage, readCheckoutForm, resultPage, safeCallback, sandboxPaymeId, type CheckoutForm } from './sandbox';

/**
 * Payme's Merchant API (JSON-RPC over POST, Basic 'Paycom:<key>', HTTP 200 always) and, with the development tools
 * only (BW_DEV_TOOLS=1, never in production), a local sandbox checkout that plays Payme against that endpoint, for
 * loopback clients only, like /api/dev/*: whoever reaches it credits any balance. Hidden from the OpenAPI document.
 */
const paymeRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  // PAYME_PATH (default '/payme'): the merchant endpoint under /api, what is entered in Payme's merchant cabinet.
  const rpcPath = config.PAYME_PATH;
  const sandbox = sandboxEnabled(config);
  // No key in the source: PAYME_KEY, or, for the sandbox alone when PAYME_KEY is unset, a random key this process
  // makes now and never writes anywhere. Without either, every call is refused (-32504, data NO_KEY_DATA).
  const envKey = paymeEnvKey(config) ?? (sandbox ? randomBytes(32).toString('base64url') : undefined);

  // Payme's body is read as text here so malformed JSON is answered -32700 (HTTP 200), not the app's 400.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });

  // Payme expects every answer in the protocol with HTTP 200, even for a body past the limit (the parser's 413).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.url === `${app.prefix}${rpcPath}`) {
      return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(tooLargeResponse());
    }
    throw error;
  });

  app.post(rpcPath, { schema: { hide: true }, bodyLimit: 64 * 1024 }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const answer = await handlePaymeRpc(db, raw, request.headers.authorization, { envKey }, request.log);
    return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(answer);
  });

  // Payme only POSTs; any other method is answered in the protocol (-32300) rather than with the app's 404.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: rpcPath,
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(200).header('content-type', 'application/json; charset=utf-8').send(notPostResponse()),
  });

  if (!sandbox) return;

  const fullRpcPath = `${app.prefix}${rpcPath}`;
  const fullSandboxPath = `${app.prefix}${SANDBOX_PATH}`;
  const sandboxKey = config.PAYME_SANDBOX_KEY || envKey || '';
  // The same refusal as /api/dev/*: this machine's own pages only (not another site's form, not through a proxy).
  const onRequest = async (request: Parameters<typeof fromLoopback>[0]) => {
    if (!fromLoopback(request)) throw forbidden('The Payme sandbox answers only on this machine (loopback).');
  };

  const rpc = async (method: string, params: Record<string, unknown>): Promise<RpcResponse> => {
    const response = await app.inject({
      method: 'POST',
      url: fullRpcPath,
      headers: {
        'content-type': 'application/json; charset=UTF-8',
        authorization: `Basic ${Buffer.from(`Paycom:${sandboxKey}`).toString('base64')}`,
      },
      payload: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params }),
    });
    return response.json() as RpcResponse;
  };

  const show = (form: CheckoutForm) => checkoutPage(form, fullSandboxPath);

  app.get(SANDBOX_PATH, { schema: { hide: true }, onRequest }, async (request, reply) => {
    const form = readCheckoutForm((request.query ?? {}) as Record<string, unknown>);
    return reply.type('text/html; charset=utf-8').send(show(form));
  });

  app.post(SANDBOX_PATH, { schema: { hide: true }, onRequest }, async (request, reply) => {
    const source = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, unknown>;
    const form = readCheckoutForm(source);
    const action = source.action;
    // The seed's form POST arrives without an action: show the page with Pay and Cancel.
    if (action !== 'pay' && action !== 'cancel') return reply.type('text/html; charset=utf-8').send(show(form));

    const amount = Number(form.amount);
    const account = { id: form.accountId };
    const steps: string[] = [];
    const run = async (method: string, params: Record<string, unknown>) => {
      const answer = await rpc(method, params);
      steps.push(`${method}: ${JSON.stringify('error' in answer ? answer.error : answer.result)}`);
      return answer;
    };
    // The last answer decides: a refusal anywhere stops the flow, as on Payme's page.
    let last = await run('CheckPerformTransaction', { amount, account });
    if ('result' in last) {
      const id = sandboxPaymeId();
      last = await run('CreateTransaction', { id, time: Date.now(), amount, account });
      if ('result' in last) {
        last = action === 'pay' ? await run('PerformTransaction', { id }) : await run('CancelTransaction', { id, reason: 3 });
      }
    }
    const settled = 'result' in last;
    const callback = safeCallback(form.callback);
    // Paid or cancelled: back to the merchant's callback. Refused: Payme keeps the payer on its page with the
    // merchant's message, so does the sandbox (with a link back).
    if (settled && callback) return reply.redirect(callback, 303);
    const outcome = !settled
      ? `The merchant refused the payment: ${'error' in last ? last.error.message.en : ''}`
      : action === 'pay'
        ? 'Paid'
        : 'Cancelled';
    return reply
      .type('text/html; charset=utf-8')
      .send(resultPage(outcome, steps.join('\n'), settled && action === 'pay', callback));
  });
};

export default paymeRoutes;
