// Generated from manifest/*.yaml (product, tenants, assistants) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { AssistantConfig, ProductSettings, TenantSettings } from '../shared/manifest/types.ts'

export const product: ProductSettings = {
  "name": "Tessera",
  "shortLabel": "TSR",
  "defaultTitle": "Tessera - KI Workspace",
  "defaultFavicon": "/brand/favicon-tessera.svg",
  "defaultLogo": "/brand/logo-default.svg"
}

export const tenants: Readonly<Record<string, TenantSettings>> = {
  "PARENT": {
    "group": "PARENT",
    "displayName": "Tessera",
    "kind": "parent",
    "locale": "de",
    "favicon": "/brand/favicon-tessera.svg",
    "logo": "/brand/logo-tessera.svg",
    "logoMaxWidth": 155,
    "chip": {
      "label": "TSR",
      "color": "primary",
      "variant": "filled"
    },
    "customLogo": true,
    "title": "Tessera - KI Workspace"
  },
  "DEMO": {
    "group": "DEMO",
    "displayName": "DEMO",
    "kind": "client",
    "locale": "de",
    "title": "DEMO - KI Innovationen",
    "favicon": "/brand/favicon-demo.svg",
    "logo": "/brand/logo-demo.svg",
    "logoMaxWidth": 155,
    "customLogo": true
  },
  "BPI": {
    "group": "BPI",
    "displayName": "BPI",
    "kind": "client",
    "locale": "de",
    "title": "BPI - KI Innovationen",
    "favicon": "/brand/favicon-bpi.svg",
    "logo": "/brand/logo-bpi.svg",
    "logoMaxWidth": 200,
    "customLogo": false
  },
  "IGEPHA": {
    "group": "IGEPHA",
    "displayName": "IGEPHA",
    "kind": "client",
    "locale": "de",
    "title": "IGEPHA - KI Innovationen",
    "favicon": "/brand/favicon-igepha.svg",
    "logo": "/brand/logo-igepha.svg",
    "logoMaxWidth": 155,
    "customLogo": false
  },
  "NERES": {
    "group": "NERES",
    "displayName": "NERES",
    "kind": "client",
    "locale": "fr",
    "title": "NERES - Innovations en IA",
    "favicon": "/brand/favicon-neres.svg",
    "logo": "/brand/logo-neres.svg",
    "logoMaxWidth": 200,
    "customLogo": false
  },
  "ALEXION": {
    "group": "ALEXION",
    "displayName": "Alexion",
    "kind": "other",
    "locale": "de",
    "logo": "/brand/logo-alexion.svg",
    "logoMaxWidth": 155,
    "customLogo": false,
    "title": "Tessera - KI Workspace",
    "favicon": "/brand/favicon-tessera.svg"
  }
}

export const assistants: readonly AssistantConfig[] = [
  {
    "id": "bpi-files",
    "tenant": "BPI",
    "sources": "files"
  },
  {
    "id": "bpi-general",
    "tenant": "BPI",
    "sources": "general"
  },
  {
    "id": "bpi-all",
    "tenant": "BPI",
    "sources": "all"
  },
  {
    "id": "igepha-files",
    "tenant": "IGEPHA",
    "sources": "files",
    "family": "chcmate"
  },
  {
    "id": "igepha-general",
    "tenant": "IGEPHA",
    "sources": "general",
    "family": "chcmate"
  },
  {
    "id": "igepha-all",
    "tenant": "IGEPHA",
    "sources": "all",
    "family": "chcmate"
  },
  {
    "id": "igepha-internal",
    "tenant": "IGEPHA",
    "sources": "internal",
    "family": "chcmate"
  },
  {
    "id": "neres-files",
    "tenant": "NERES",
    "sources": "files"
  },
  {
    "id": "neres-general",
    "tenant": "NERES",
    "sources": "general"
  },
  {
    "id": "neres-all",
    "tenant": "NERES",
    "sources": "all"
  },
  {
    "id": "demo-files",
    "tenant": "DEMO",
    "sources": "files"
  },
  {
    "id": "demo-general",
    "tenant": "DEMO",
    "sources": "general"
  },
  {
    "id": "demo-all",
    "tenant": "DEMO",
    "sources": "all"
  }
]
