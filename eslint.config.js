import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'

// Boundaries of STYLE.md: shared imports nothing above it; client and server never import each
// other; only scripts/ and vite.config.ts import compiler/; client features never import each other.
const zones = [
  { target: './src/shared', from: ['./src/client', './src/server', './src/compiler'], message: 'src/shared runs in browser and Node: it may not import client, server or compiler code.' },
  { target: './src/client', from: ['./src/server', './src/compiler'], message: 'The browser app may not import server or compiler code.' },
  { target: './src/server', from: ['./src/client', './src/compiler', './src/generated/route-tree.gen.tsx'], message: 'The server may not import browser or compiler code.' },
  { target: './src/compiler', from: ['./src/client', './src/server', './src/generated'], message: 'The compiler reads the manifest, not its own output or the apps.' },
  { target: './src/generated', from: ['./src/server', './src/compiler'], message: 'Generated code is data and routes only.' },
]

export default tseslint.config(
  { ignores: ['.tmp-*', 'dist/**', 'node_modules/**', 'src/generated/**', 'data/**', 'coverage/**', 'tests/fixtures/**/expected/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'Use node: modules only in server, compiler and scripts.' }] }],
    },
  },
  {
    // Dialogs use components/dialog-actions.tsx, whose buttons toasts keep clear of.
    files: ['src/client/**'],
    ignores: ['src/client/components/dialog-actions.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['node:*'], message: 'Use node: modules only in server, compiler and scripts.' }],
        paths: [
          { name: '@mui/material/DialogActions', message: 'Use DialogActions of src/client/components/dialog-actions.tsx: toasts keep clear of it.' },
          { name: '@mui/material', importNames: ['DialogActions'], message: 'Use DialogActions of src/client/components/dialog-actions.tsx: toasts keep clear of it.' },
        ],
      }],
    },
  },
  {
    files: ['src/server/**', 'src/compiler/**', 'scripts/**', 'tests/**', '*.config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
