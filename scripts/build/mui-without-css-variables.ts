// Vite plugin (build only): leaves MUI's CSS-variables theme machinery out of the bundle. Our theme
// (src/client/lib/theme/create-app-theme.ts) is created without `cssVariables` and `colorSchemes`, so
// `createTheme` always takes its no-variables path and `ThemeProvider` always renders its
// no-variables provider; both still import the other path statically, which carried about 5 KB
// (brotli) of never-run code into the signed-in first load (decision 0066). Should a theme ever ask
// for CSS variables, the stand-ins throw at once instead of drawing something different.
import type { Plugin } from 'vite'

const STAND_INS: Record<string, { importer: RegExp; source: string; code: string }> = {
  '\0tessera:mui-theme-with-vars': {
    importer: /@mui\/material\/styles\/createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
    code: 'export default function createThemeWithVars() { throw new Error("MUI CSS-variables themes are left out of this build (docs/decisions/0066)") }',
  },
  '\0tessera:mui-provider-with-vars': {
    importer: /@mui\/material\/styles\/ThemeProvider\.mjs$/,
    source: './ThemeProviderWithVars.mjs',
    code: 'export function CssVarsProvider() { throw new Error("MUI CSS-variables themes are left out of this build (docs/decisions/0066)") }',
  },
}

export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'tessera:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null
      for (const [id, standIn] of Object.entries(STAND_INS)) if (source === standIn.source && standIn.importer.test(importer)) return id
      return null
    },
    load(id) {
      return STAND_INS[id]?.code ?? null
    },
  }
}
