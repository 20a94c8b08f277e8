/**
 * The message id most routes' titles have: `page.` and the route id in camelCase
 * (`user-registration` -> `page.userRegistration`). The compiler leaves such a title out of the
 * generated route tree and the client derives it again (about 240 bytes less of the sign-in page's
 * first file, issue 14); routes whose title differs carry it.
 */
export const conventionalTitle = (routeId: string): string => `page.${routeId.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())}`
