import { publicSettingsSchema } from '@bandwise/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../http/routeDeps';
import { paymentForm } from '../payme/checkout';
import { loadSettings } from '../settings';

const settingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Maintenance notice, prices, limits and brand for the web app (no token)',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => {
      const { dayStartOffsetMinutes: _private, ...settings } = await loadSettings(db);
      return {
        ...settings,
        brand: { ...settings.brand, botUrl: `https://t.me/${config.BOT_USERNAME}` },
        payment: paymentForm(config, settings.payment),
      };
    },
  );
};

export default settingsRoutes;
