/**
 * Icon names a menu entry may use. The compiler rejects others; the browser app maps each name
 * to a Material icon (src/client/components/menu-icon.tsx).
 */
export const ICON_NAMES = [
  'business',
  'campaign',
  'category',
  'chat',
  'dashboard',
  'factory',
  'forum',
  'group-add',
  'history',
  'hub',
  'image',
  'insights',
  'inventory',
  'key',
  'label',
  'language',
  'link',
  'manage-accounts',
  'medication',
  'people',
  'person-add',
  'photo-library',
  'podcasts',
  'public',
  'qr-code',
  'receipt',
  'record-voice',
  'science',
  'sell',
  'settings',
  'smart-toy',
  'storefront',
  'tune',
  'upload-file',
  'visibility',
  'workspaces',
] as const

export type IconName = (typeof ICON_NAMES)[number]
