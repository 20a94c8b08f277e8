import type { CompiledManifest } from '../shared/manifest/types.ts'
import type { EmittedFile } from './emit.ts'

/**
 * Message ids a signed-out visitor can see: the login page, the 404 and error pages, the progress bar
 * and the session's toasts. They ship with the first render (messages-public-*.gen.ts); the whole
 * catalogue loads once a session starts. src/client/lib/i18n/public-messages.test.ts checks that the
 * signed-out pages ask for nothing else.
 */
export const PUBLIC_MESSAGE_PREFIXES = ['app.', 'login.', 'error.', 'notFound.', 'session.'] as const

const publicMessages = (messages: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(messages).filter(([id]) =>
      PUBLIC_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)),
    ),
  )

/**
 * Message ids the signed-in shell can show: the signed-out ones, the layout, the menu and the page
 * titles, the dashboard with its tiles, and the API errors the shell itself may report. A signed-in
 * first load gets only these (messages-shell-*.gen.ts); the rest of the catalogue (messages-features-*.gen.ts)
 * loads beside the code of the first other page or dialog that needs it (`lazyPage` in route-kit.tsx,
 * docs/decisions/0053). src/client/lib/i18n/message-ids.test.ts checks that the shell's own source asks
 * for nothing else.
 */
export const SHELL_MESSAGE_PREFIXES = [
  ...PUBLIC_MESSAGE_PREFIXES,
  'layout.',
  'menu.',
  'page.',
  'dashboard.',
  'tiles.',
  'common.',
  'settings.',
  'chip.',
] as const

/**
 * The API errors' texts the shell keeps (decision 0067): the four any request can end in (no
 * connection, a server fault, a refusal, an unexpected status; also when nothing else can load), and
 * the one coded refusal the dashboard's own requests (the tile list, deleting a tile) can answer with.
 * Every other `apiError.*` text belongs to a page or dialog beyond the shell and loads with its
 * feature texts.
 */
export const SHELL_API_ERROR_IDS = [
  'apiError.network',
  'apiError.server',
  'apiError.forbidden',
  'apiError.unknown',
  'apiError.tiles.starterReadOnly',
] as const

const shellApiErrors = new Set<string>(SHELL_API_ERROR_IDS)
const isShellMessage = (id: string) =>
  SHELL_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix)) || shellApiErrors.has(id)
const shellMessages = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => isShellMessage(id)))
const featureMessages = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => !isShellMessage(id)))

const sortKeys = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)))

const emitCatalogue = (header: string, messages: Record<string, string>) =>
  `${header}\nconst messages: Record<string, string> = ${JSON.stringify(sortKeys(messages), null, 2)}\n\nexport default messages\n`

/**
 * The whole catalogue of a locale (for the server and the tests) is the shell's texts and the
 * features' texts joined: each text is written once, in the part the client loads it with.
 */
const emitJoinedCatalogue = (header: string, locale: string) =>
  `${header}import features from './messages-features-${locale}.gen.ts'\nimport shell from './messages-shell-${locale}.gen.ts'\n\nconst messages: Record<string, string> = { ...shell, ...features }\n\nexport default messages\n`

/** The message catalogues of src/generated/: whole, signed-out, shell and features, per locale. */
export function emitMessageFiles(
  messages: CompiledManifest['messages'],
  header: (what: string) => string,
): EmittedFile[] {
  return (['de', 'en', 'fr'] as const).flatMap((locale) => {
    const source = messages[locale]
    const at = (what: string) => header(`messages/${locale}.yaml${what}`)
    return [
      { path: `src/generated/messages-${locale}.gen.ts`, contents: emitJoinedCatalogue(at(''), locale) },
      {
        path: `src/generated/messages-public-${locale}.gen.ts`,
        contents: emitCatalogue(at(', signed-out pages only'), publicMessages(source)),
      },
      {
        path: `src/generated/messages-shell-${locale}.gen.ts`,
        contents: emitCatalogue(at(', the signed-in shell and the dashboard'), shellMessages(source)),
      },
      {
        path: `src/generated/messages-features-${locale}.gen.ts`,
        contents: emitCatalogue(at(', everything but the shell'), featureMessages(source)),
      },
    ]
  })
}
