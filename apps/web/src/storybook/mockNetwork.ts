import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { defineNetwork, InterceptorSource } from 'msw/experimental';

/**
 * MSW for page stories. The handlers answer at the network level (every fetch the page makes goes through them),
 * through MSW's interceptor source instead of a service worker: a worker script would have to be served from the
 * Storybook origin's root, and the story test runner serves nothing there. One network per browser tab; each story
 * replaces the handlers before it renders.
 */
let network: { enable(): unknown; resetHandlers(...handlers: RequestHandler[]): void } | null = null;

/** Calls no handler answers get a 404 in the API's error shape, so a forgotten mock fails loudly and clearly. */
const notMocked = http.all('/api/*', ({ request }) => {
  const message = `Not mocked in this story: ${request.method} ${new URL(request.url).pathname}`;
  console.warn(message);
  return HttpResponse.json({ statusCode: 404, message }, { status: 404 });
});

export async function mockNetwork(handlers: readonly RequestHandler[]): Promise<void> {
  if (!network) {
    const created = defineNetwork({
      // The source's type asks for interceptors of HTTP and WebSocket events together; fetch alone is all we need.
      sources: [new InterceptorSource({ interceptors: [new FetchInterceptor() as never] })],
      onUnhandledFrame: 'bypass',
      context: { quiet: true },
    });
    await created.enable();
    network = created;
  }
  network.resetHandlers(...handlers, notMocked);
}
