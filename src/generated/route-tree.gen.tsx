// Generated from manifest/*.yaml (routes, pages) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import {
  blankLayoutRoute,
  guardedRouteBeforeLoad,
  lazyPage,
  mainLayoutRoute,
  publicRouteBeforeLoad,
  rootRoute,
} from '../client/app/router/route-kit.tsx'
import page_33 from '../client/features/session/pages/login-page.tsx'

const page_0 = lazyPage(0)
const page_1 = lazyPage(1)
const page_2 = lazyPage(2)
const page_3 = lazyPage(3)
const page_4 = lazyPage(4)
const page_5 = lazyPage(5)
const page_6 = lazyPage(6)
const page_7 = lazyPage(7)
const page_8 = lazyPage(8)
const page_9 = lazyPage(9)
const page_10 = lazyPage(10)
const page_11 = lazyPage(11)
const page_12 = lazyPage(12)
const page_13 = lazyPage(13)
const page_14 = lazyPage(14)
const page_15 = lazyPage(15)
const page_16 = lazyPage(16)
const page_17 = lazyPage(17)
const page_18 = lazyPage(18)
const page_19 = lazyPage(19)
const page_20 = lazyPage(20)
const page_21 = lazyPage(21)
const page_22 = lazyPage(22)
const page_23 = lazyPage(23)
const page_24 = lazyPage(24)
const page_25 = lazyPage(25)
const page_26 = lazyPage(26)
const page_27 = lazyPage(27)
const page_28 = lazyPage(28)
const page_29 = lazyPage(29)
const page_30 = lazyPage(30)
const page_31 = lazyPage(31)
const page_32 = lazyPage(32)
const page_34 = lazyRouteComponent(() => import('../client/features/dashboard/pages/dashboard-page.tsx'))
const page_35 = lazyPage(35)
const page_36 = lazyPage(36)
const page_37 = lazyPage(37)
const page_38 = lazyPage(38)
const page_39 = lazyPage(39)
const page_40 = lazyPage(40)

const route_user_registration = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/admin/user-registration",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT"],"groups":["PARENT"]}]}),
  staticData: { routeId: "user-registration" },
  component: page_0,
})

const route_users = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/admin/users",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "users" },
  component: page_1,
})

const route_client_user_registration = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/admin/client-user-registration",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"],"groups":["DEMO","IGEPHA","BPI","NERES"]}]}),
  staticData: { routeId: "client-user-registration" },
  component: page_0,
})

const route_client_users = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/admin/client-users",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"],"groups":["DEMO","IGEPHA","BPI","NERES"]}]}),
  staticData: { routeId: "client-users" },
  component: page_1,
})

const route_audit_log = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/admin/audit-log",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "audit-log" },
  component: page_2,
})

const route_ai_visibility_settings = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/ai-visibility-settings",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["PARENT"]}]}),
  staticData: { routeId: "ai-visibility-settings" },
  component: page_3,
})

const route_ai_visibility_prompts_manager = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/ai-visibility-prompts-manager",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["PARENT"]}]}),
  staticData: { routeId: "ai-visibility-prompts-manager" },
  component: page_4,
})

const route_ai_visibility_analysis = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/ai-visibility-analysis",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["PARENT"]}]}),
  staticData: { routeId: "ai-visibility-analysis" },
  component: page_5,
})

const route_create_assistant = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/create-assistant",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "create-assistant" },
  component: page_6,
})

const route_assistant_models = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/assistant-models",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"],"groups":["PARENT","DEMO","BPI","IGEPHA","NERES"]}]}),
  staticData: { routeId: "assistant-models" },
  component: page_7,
})

const route_igepha_internal_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/igepha-internal-chatbot/$assistantId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN","WRITE"],"groups":["IGEPHA"]}]}),
  staticData: { routeId: "igepha-internal-chatbot" },
  component: page_8,
})

const route_igepha_external_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/igepha-external-chatbot/$assistantId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["IGEPHA"]}]}),
  staticData: { routeId: "igepha-external-chatbot" },
  component: page_8,
})

const route_bpi_internal_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/bpi-internal-chatbot/$assistantId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN","WRITE"],"groups":["BPI"]}]}),
  staticData: { routeId: "bpi-internal-chatbot" },
  component: page_8,
})

const route_bpi_external_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/bpi-external-chatbot/$assistantId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["BPI"]}]}),
  staticData: { routeId: "bpi-external-chatbot" },
  component: page_8,
})

const route_bpi_customizable_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/bpi-customizable-chatbot",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["BPI"],"feature":"expertMode"}]}),
  staticData: { routeId: "bpi-customizable-chatbot" },
  component: page_9,
})

const route_igepha_customizable_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/igepha-customizable-chatbot",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["IGEPHA"],"feature":"expertMode"}]}),
  staticData: { routeId: "igepha-customizable-chatbot" },
  component: page_9,
})

const route_demo_customizable_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/demo-customizable-chatbot",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["DEMO"],"feature":"expertMode"}]}),
  staticData: { routeId: "demo-customizable-chatbot" },
  component: page_9,
})

const route_neres_customizable_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/neres-customizable-chatbot",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["NERES"],"feature":"expertMode"}]}),
  staticData: { routeId: "neres-customizable-chatbot" },
  component: page_9,
})

const route_igepha_ai = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/igepha-ai",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["IGEPHA"]}]}),
  staticData: { routeId: "igepha-ai" },
  component: page_9,
})

const route_igepha_ai_thread = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/igepha-ai/$threadId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["IGEPHA"]}]}),
  staticData: { routeId: "igepha-ai-thread", title: "page.igephaAi" },
  component: page_9,
})

const route_bpi_ai = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/bpi-ai",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["BPI"]}]}),
  staticData: { routeId: "bpi-ai" },
  component: page_9,
})

const route_bpi_ai_thread = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/bpi-ai/$threadId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["BPI"]}]}),
  staticData: { routeId: "bpi-ai-thread", title: "page.bpiAi" },
  component: page_9,
})

const route_neres_ai = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/neres-ai",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["NERES"]}]}),
  staticData: { routeId: "neres-ai" },
  component: page_9,
})

const route_neres_ai_thread = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/neres-ai/$threadId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["NERES"]}]}),
  staticData: { routeId: "neres-ai-thread", title: "page.neresAi" },
  component: page_9,
})

const route_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/chatbot/$assistantId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["PARENT","DEMO","BPI","IGEPHA","NERES"]}]}),
  staticData: { routeId: "chatbot" },
  component: page_8,
})

const route_dynamic_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/dynamic-chatbot/$assistantId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["PARENT","DEMO","BPI","IGEPHA","NERES"]}]}),
  staticData: { routeId: "dynamic-chatbot" },
  component: page_9,
})

const route_chat_history = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/chat-history",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "chat-history" },
  component: page_10,
})

const route_chat_history_dynamic = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/chat-history-dynamic",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "chat-history-dynamic" },
  component: page_11,
})

const route_tile_history_dynamic = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/tile-history-dynamic",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "tile-history-dynamic" },
  component: page_12,
})

const route_tile_prompt_library = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/tile-prompt-library",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "tile-prompt-library" },
  component: page_13,
})

const route_response_optimization_prompts_manager = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/tile-prompt-library/response-optimization-prompts-manager",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "response-optimization-prompts-manager" },
  component: page_14,
})

const route_image_generator = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/image-generator",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN","WRITE"],"groups":["PARENT"]},{"groups":["DEMO","BPI","IGEPHA","NERES","ALEXION"]}]}),
  staticData: { routeId: "image-generator" },
  component: page_15,
})

const route_ai_image_studio = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/ai-image-studio",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "ai-image-studio" },
  component: page_16,
})

const route_team_activity = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/team-activity",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "team-activity" },
  component: page_17,
})

const route_chcmate_team_activity = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/chcmate-team-activity",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"],"groups":["IGEPHA"]}]}),
  staticData: { routeId: "chcmate-team-activity" },
  component: page_17,
})

const route_ai_generated_faq = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/ai-generated-faq",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "ai-generated-faq" },
  component: page_18,
})

const route_manage_medicheck_media = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/manage-medicheck-media",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "manage-medicheck-media" },
  component: page_19,
})

const route_medichek_edit_prompt = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/medichek-edit-prompt",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "medichek-edit-prompt" },
  component: page_20,
})

const route_medichek_analysis = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/medichek-analysis",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "medichek-analysis" },
  component: page_21,
})

const route_medicheck_keywords_analysis = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/medicheck-keywords-analysis",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "medicheck-keywords-analysis" },
  component: page_22,
})

const route_medichek_notifications = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/medichek-notifications",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["DEMO"]}]}),
  staticData: { routeId: "medichek-notifications" },
  component: page_23,
})

const route_podcast_analyser = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/podcast-analyser",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "podcast-analyser" },
  component: page_24,
})

const route_podcast_analysis_result = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/podcast-analyser/analysis-result/$podcastId",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "podcast-analysis-result" },
  component: page_25,
})

const route_pub_med_chatbot = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/pub-med-chatbot",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "pub-med-chatbot" },
  component: page_26,
})

const route_corporate_influencing = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/corporate-influencing",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["DEMO"]}]}),
  staticData: { routeId: "corporate-influencing" },
  component: page_27,
})

const route_mailchimp_library = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/mailchimp-library",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "mailchimp-library" },
  component: page_28,
})

const route_mailchimp_campaign = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/mailchimp-library/$campaignId",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "mailchimp-campaign" },
  component: page_29,
})

const route_data_pool = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/data-pool",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "data-pool" },
  component: page_30,
})

const route_voice_ai_setup = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/voice-ai-setup",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"levels":["ROOT","ADMIN"]}]}),
  staticData: { routeId: "voice-ai-setup" },
  component: page_31,
})

const route_voice_ai_results = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/ai-services/voice-ai-results",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "voice-ai-results" },
  component: page_32,
})

const route_login = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: "/login",
  beforeLoad: publicRouteBeforeLoad,
  staticData: { routeId: "login" },
  component: page_33,
})

const route_dashboard = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "dashboard" },
  component: page_34,
})

const route_user_settings = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/user/settings",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "user-settings" },
  component: page_35,
})

const route_logo_settings = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/user/logo-settings",
  beforeLoad: guardedRouteBeforeLoad({"anyOf":[{"groups":["PARENT","DEMO"]}]}),
  staticData: { routeId: "logo-settings" },
  component: page_36,
})

const route_services = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services" },
  component: page_37,
})

const route_services_companies = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/companies",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-companies", title: "page.services.companies" },
  component: page_38,
})

const route_services_countries = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/countries",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-countries", title: "page.services.countries" },
  component: page_38,
})

const route_services_manufacturers = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/manufacturers",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-manufacturers", title: "page.services.manufacturers" },
  component: page_38,
})

const route_services_brands = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/brands",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-brands", title: "page.services.brands" },
  component: page_38,
})

const route_services_sub_brands = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/sub-brands",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-sub-brands", title: "page.services.subBrands" },
  component: page_38,
})

const route_services_pzns = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/pzns",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-pzns", title: "page.services.pzns" },
  component: page_38,
})

const route_services_lauer_taxe = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/lauer-taxe",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-lauer-taxe", title: "page.services.lauerTaxe" },
  component: page_38,
})

const route_services_domain_pzns = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/domain-pzns",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-domain-pzns", title: "page.services.domainPzns" },
  component: page_38,
})

const route_services_keywords = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/keywords",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-keywords", title: "page.services.keywords" },
  component: page_38,
})

const route_services_keyword_pzns = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/keyword-pzns",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-keyword-pzns", title: "page.services.keywordPzns" },
  component: page_38,
})

const route_services_my_markets = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/my-markets",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-my-markets", title: "page.services.myMarkets" },
  component: page_38,
})

const route_services_bundle = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/bundle",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-bundle", title: "page.services.bundle" },
  component: page_38,
})

const route_services_underlying_pzns = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/underlying-pzns",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-underlying-pzns", title: "page.services.underlyingPzns" },
  component: page_38,
})

const route_services_product_master = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/product-master",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-product-master", title: "page.services.productMaster" },
  component: page_39,
})

const route_services_bulk_upload = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: "/services/bulk-upload",
  beforeLoad: guardedRouteBeforeLoad(null),
  staticData: { routeId: "services-bulk-upload", title: "page.services.bulkUpload" },
  component: page_40,
})

export const routeTree = rootRoute.addChildren([
  blankLayoutRoute.addChildren([route_login]),
  mainLayoutRoute.addChildren([
    route_user_registration,
    route_users,
    route_client_user_registration,
    route_client_users,
    route_audit_log,
    route_ai_visibility_settings,
    route_ai_visibility_prompts_manager,
    route_ai_visibility_analysis,
    route_create_assistant,
    route_assistant_models,
    route_igepha_internal_chatbot,
    route_igepha_external_chatbot,
    route_bpi_internal_chatbot,
    route_bpi_external_chatbot,
    route_bpi_customizable_chatbot,
    route_igepha_customizable_chatbot,
    route_demo_customizable_chatbot,
    route_neres_customizable_chatbot,
    route_igepha_ai,
    route_igepha_ai_thread,
    route_bpi_ai,
    route_bpi_ai_thread,
    route_neres_ai,
    route_neres_ai_thread,
    route_chatbot,
    route_dynamic_chatbot,
    route_chat_history,
    route_chat_history_dynamic,
    route_tile_history_dynamic,
    route_tile_prompt_library,
    route_response_optimization_prompts_manager,
    route_image_generator,
    route_ai_image_studio,
    route_team_activity,
    route_chcmate_team_activity,
    route_ai_generated_faq,
    route_manage_medicheck_media,
    route_medichek_edit_prompt,
    route_medichek_analysis,
    route_medicheck_keywords_analysis,
    route_medichek_notifications,
    route_podcast_analyser,
    route_podcast_analysis_result,
    route_pub_med_chatbot,
    route_corporate_influencing,
    route_mailchimp_library,
    route_mailchimp_campaign,
    route_data_pool,
    route_voice_ai_setup,
    route_voice_ai_results,
    route_dashboard,
    route_user_settings,
    route_logo_settings,
    route_services,
    route_services_companies,
    route_services_countries,
    route_services_manufacturers,
    route_services_brands,
    route_services_sub_brands,
    route_services_pzns,
    route_services_lauer_taxe,
    route_services_domain_pzns,
    route_services_keywords,
    route_services_keyword_pzns,
    route_services_my_markets,
    route_services_bundle,
    route_services_underlying_pzns,
    route_services_product_master,
    route_services_bulk_upload,
  ]),
])
