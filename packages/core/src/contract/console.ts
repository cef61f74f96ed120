import { z } from 'zod';
import { idTextSchema, isoDateTimeSchema, pageQuerySchema, uploadedFileSchema } from './common';

/**
 * The admin console's calls (/admin/settings, /admin/messages, /admin/audit, /admin/media): the operator settings an
 * admin may change, the contact inbox and the audit log. The settings schemas are the one validation of a setting:
 * the server checks a change with them, the console's forms show their messages before anything is sent.
 */

/** The languages the maintenance notice is written in; Uzbek is the site's own and the fall-back. */
export const noticeLanguages = ['uz', 'ru', 'en'] as const;
export type NoticeLanguage = (typeof noticeLanguages)[number];

const noticeTextSchema = z.object({
  title: z.string().trim().min(1, 'Give a title').max(80, 'At most 80 characters'),
  text: z.string().trim().min(1, 'Give the notice text').max(1000, 'At most 1000 characters'),
});

export const maintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  messages: z.object({ uz: noticeTextSchema, ru: noticeTextSchema, en: noticeTextSchema }),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

/** An address a visitor opens: https (or http) only, never javascript: or data:. */
const webUrlSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .regex(/^https?:\/\/[^\s/]+\.[^\s]*$/, 'An address starting with https://');

/** A media file of this site ('/media/...') or elsewhere (https://...); empty means none. */
const mediaRefSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .regex(/^(|\/media\/[A-Za-z0-9/_.-]+|https?:\/\/[^\s/]+\.[^\s]*)$/, "A path under /media/ or an address starting with https://; empty for none");

export const brandSettingSchema = z.object({
  name: z.string().trim().min(1, 'Give the product a name').max(60, 'At most 60 characters'),
  logoUrl: mediaRefSchema,
  academyUrl: webUrlSchema,
  tutorialVideoUrl: mediaRefSchema,
  ceoQuote: z.string().trim().max(400, 'At most 400 characters'),
  socialLinks: z
    .array(z.object({ label: z.string().trim().min(1, 'Give the link a label').max(40, 'At most 40 characters'), url: webUrlSchema }))
    .max(8, 'At most 8 links'),
});
export type BrandSetting = z.infer<typeof brandSettingSchema>;

const uzsSchema = z.number({ error: 'Enter a whole number of uzs' }).int('Enter a whole number of uzs').min(0, 'Not below 0').max(10_000_000, 'At most 10 000 000 uzs');
export const pricesSettingSchema = z.object({ multiLevel: z.object({ ai: uzsSchema, human: uzsSchema }) });
export type PricesSetting = z.infer<typeof pricesSettingSchema>;

const countSchema = (max: number) => z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Not below 0').max(max, `At most ${max}`);
export const limitsSettingSchema = z.object({ ieltsDailyExams: countSchema(100), trialCount: countSchema(100) });
export type LimitsSetting = z.infer<typeof limitsSettingSchema>;

/** Free AI-checked multi-level exams an inviter earns for each new user who joins through their link. */
export const referralSettingSchema = z.object({ bonusExams: countSchema(10) });
export type ReferralSetting = z.infer<typeof referralSettingSchema>;

/** PUT /admin/settings: one section at a time, each checked by its own schema. */
export const settingsChangeSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('brand'), value: brandSettingSchema }),
  z.object({ section: z.literal('prices'), value: pricesSettingSchema }),
  z.object({ section: z.literal('limits'), value: limitsSettingSchema }),
  z.object({ section: z.literal('referral'), value: referralSettingSchema }),
  z.object({ section: z.literal('maintenance'), value: maintenanceSettingSchema }),
]);
export type SettingsChange = z.infer<typeof settingsChangeSchema>;
export type SettingsSection = SettingsChange['section'];

/** GET and PUT /admin/settings: the effective value of every section the console edits. */
export const consoleSettingsSchema = z.object({
  brand: brandSettingSchema.extend({ botUrl: z.string() }),
  prices: pricesSettingSchema.extend({ currency: z.literal('uzs') }),
  limits: limitsSettingSchema,
  referral: referralSettingSchema,
  maintenance: maintenanceSettingSchema,
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

/* ---------- the contact inbox ---------- */

export const messageStates = ['all', 'unread', 'read'] as const;
export const messagesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  state: z.enum(messageStates).default('all'),
});
export const contactMessageSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  message: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** The sender's account phone, when the message came from a logged-in user (every message does today). */
  user_phone: z.string().nullable(),
  created_at: isoDateTimeSchema,
  read_at: isoDateTimeSchema.nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesResponseSchema = z.array(contactMessageSchema);
export const messageIdParamsSchema = z.object({ id: idTextSchema });
export const messageReadBodySchema = z.object({ read: z.boolean() });

/* ---------- the audit log ---------- */

export const auditQuerySchema = pageQuerySchema(200, 50).extend({ action: z.string().trim().max(60).optional() });
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), phoneNumber: z.string() }).nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/* ---------- brand media ---------- */

/**
 * The brand files an admin may replace, with what is accepted (checked by the file's bytes, not its name). SVG is not
 * accepted: an uploaded SVG can carry script that would run on this site's origin. The video's 10 MB is the server's
 * upload limit for any file (apps/api/src/app.ts): a short tutorial at a web bit rate fits in it.
 */
export const brandAssets = {
  logo: { setting: 'logoUrl', types: ['png', 'jpeg', 'webp'], maxBytes: 512 * 1024, label: 'PNG, JPEG or WebP, at most 512 KB' },
  video: { setting: 'tutorialVideoUrl', types: ['mp4', 'webm'], maxBytes: 10 * 1024 * 1024, label: 'MP4 or WebM, at most 10 MB' },
} as const;
export type BrandAsset = keyof typeof brandAssets;
export const brandAssetParamsSchema = z.object({ asset: z.enum(['logo', 'video']) });
export const brandUploadBodySchema = z.object({ file: uploadedFileSchema });
export const brandUploadResponseSchema = z.object({ url: z.string(), settings: consoleSettingsSchema });
