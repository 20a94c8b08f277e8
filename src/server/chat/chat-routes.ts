// The routes a thread can be made on (decision 0038) and what each allows: classic or dynamic,
// internal sources or never, expert settings or not. The server decides from the route id the
// thread was created on, never from what a later request claims.
import { routes } from '../../generated/access.gen.ts'
import type { Guard } from '../../shared/manifest/types.ts'

export type ThreadKind = 'classic' | 'dynamic'

export interface ChatRoute {
  readonly id: string
  readonly kind: ThreadKind
  /** Internal chatbots (WRITE and up) may use internal sources; external ones never. */
  readonly sources: 'internal' | 'external' | 'byLevel'
  /** Customizable chatbots: model, temperature, source mode and extra instruction per thread. */
  readonly expert: boolean
  /** Client chatbots run on their own tenant's fixed assistants only. */
  readonly fixedAssistantsOnly: boolean
  readonly access: Guard
}

const classicIds = ['chatbot', 'igepha-internal-chatbot', 'igepha-external-chatbot', 'bpi-internal-chatbot', 'bpi-external-chatbot']
const dynamicIds = [
  'dynamic-chatbot',
  'igepha-ai',
  'igepha-ai-thread',
  'bpi-ai',
  'bpi-ai-thread',
  'neres-ai',
  'neres-ai-thread',
  'bpi-customizable-chatbot',
  'igepha-customizable-chatbot',
  'demo-customizable-chatbot',
  'neres-customizable-chatbot',
]

function describeRoute(id: string): ChatRoute | undefined {
  const route = routes.find((candidate) => candidate.id === id)
  if (!route) return undefined
  const client = /-(internal|external)-chatbot$/.exec(id)
  return {
    id,
    kind: classicIds.includes(id) ? 'classic' : 'dynamic',
    sources: client ? (client[1] as 'internal' | 'external') : 'byLevel',
    expert: id.endsWith('-customizable-chatbot'),
    fixedAssistantsOnly: client !== null,
    access: route.access as Guard,
  }
}

/** Every route a chat thread may be created on, by id. */
export const chatRoutes: ReadonlyMap<string, ChatRoute> = new Map(
  [...classicIds, ...dynamicIds].flatMap((id) => {
    const route = describeRoute(id)
    return route ? [[id, route] as const] : []
  }),
)

/** Levels that may use internal sources on a route that decides by level. */
export const internalSourceLevels: readonly string[] = ['ROOT', 'ADMIN', 'WRITE']
