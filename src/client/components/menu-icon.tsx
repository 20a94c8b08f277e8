import BusinessIcon from '@mui/icons-material/Business'
import CampaignIcon from '@mui/icons-material/Campaign'
import CategoryIcon from '@mui/icons-material/Category'
import ChatIcon from '@mui/icons-material/Chat'
import DashboardIcon from '@mui/icons-material/Dashboard'
import FactoryIcon from '@mui/icons-material/Factory'
import ForumIcon from '@mui/icons-material/Forum'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import HistoryIcon from '@mui/icons-material/History'
import HubIcon from '@mui/icons-material/Hub'
import ImageIcon from '@mui/icons-material/Image'
import InsightsIcon from '@mui/icons-material/Insights'
import InventoryIcon from '@mui/icons-material/Inventory2'
import KeyIcon from '@mui/icons-material/Key'
import LabelIcon from '@mui/icons-material/Label'
import LanguageIcon from '@mui/icons-material/Language'
import LinkIcon from '@mui/icons-material/Link'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import MedicationIcon from '@mui/icons-material/Medication'
import PeopleIcon from '@mui/icons-material/People'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary'
import PodcastsIcon from '@mui/icons-material/Podcasts'
import PublicIcon from '@mui/icons-material/Public'
import QrCodeIcon from '@mui/icons-material/QrCode'
import ReceiptIcon from '@mui/icons-material/Receipt'
import RecordVoiceIcon from '@mui/icons-material/RecordVoiceOver'
import ScienceIcon from '@mui/icons-material/Science'
import SellIcon from '@mui/icons-material/Sell'
import SettingsIcon from '@mui/icons-material/Settings'
import SmartToyIcon from '@mui/icons-material/SmartToy'
import StorefrontIcon from '@mui/icons-material/Storefront'
import TuneIcon from '@mui/icons-material/Tune'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import VisibilityIcon from '@mui/icons-material/Visibility'
import WorkspacesIcon from '@mui/icons-material/Workspaces'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import type { ComponentType } from 'react'
import type { IconName } from '../../shared/manifest/icons.ts'

const ICONS: Readonly<Record<IconName, ComponentType<SvgIconProps>>> = {
  business: BusinessIcon,
  campaign: CampaignIcon,
  category: CategoryIcon,
  chat: ChatIcon,
  dashboard: DashboardIcon,
  factory: FactoryIcon,
  forum: ForumIcon,
  'group-add': GroupAddIcon,
  history: HistoryIcon,
  hub: HubIcon,
  image: ImageIcon,
  insights: InsightsIcon,
  inventory: InventoryIcon,
  key: KeyIcon,
  label: LabelIcon,
  language: LanguageIcon,
  link: LinkIcon,
  'manage-accounts': ManageAccountsIcon,
  medication: MedicationIcon,
  people: PeopleIcon,
  'person-add': PersonAddIcon,
  'photo-library': PhotoLibraryIcon,
  podcasts: PodcastsIcon,
  public: PublicIcon,
  'qr-code': QrCodeIcon,
  receipt: ReceiptIcon,
  'record-voice': RecordVoiceIcon,
  science: ScienceIcon,
  sell: SellIcon,
  settings: SettingsIcon,
  'smart-toy': SmartToyIcon,
  storefront: StorefrontIcon,
  tune: TuneIcon,
  'upload-file': UploadFileIcon,
  visibility: VisibilityIcon,
  workspaces: WorkspacesIcon,
}

/** The Material icon of a manifest icon name; nothing for a name without one. */
export function MenuIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name as IconName]
  return Icon ? <Icon fontSize="small" {...props} /> : null
}

/** Whether a manifest icon name has a Material icon (so `MenuIcon` shows something for it). */
export function hasMenuIcon(name: string | undefined): name is IconName {
  return name !== undefined && name in ICONS
}
