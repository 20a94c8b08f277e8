// Generated from manifest/*.yaml (access, tenants, features, routes, api) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { CompiledEndpoint, CompiledRoute } from '../shared/manifest/types.ts'

/** Access levels, the most powerful first. */
export const levels = [
  "ROOT",
  "ADMIN",
  "WRITE",
  "READ"
] as const
export type Level = (typeof levels)[number]

export const levelSets = {
  "onlyRoot": [
    "ROOT"
  ],
  "fromAdmin": [
    "ROOT",
    "ADMIN"
  ],
  "fromWrite": [
    "ROOT",
    "ADMIN",
    "WRITE"
  ],
  "all": [
    "ROOT",
    "ADMIN",
    "WRITE",
    "READ"
  ]
} as const

export const groups = [
  "PARENT",
  "DEMO",
  "BPI",
  "IGEPHA",
  "NERES",
  "ALEXION"
] as const
export type Group = (typeof groups)[number]

export const features = [
  "expertMode"
] as const
export type Feature = (typeof features)[number]

/** Every route with its guard; the browser's route tree and the access matrix read this. */
export const routes = [
  {
    "id": "user-registration",
    "path": "/admin/user-registration",
    "params": [],
    "page": "user-registration",
    "title": "page.userRegistration",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "users",
    "path": "/admin/users",
    "params": [],
    "page": "users",
    "title": "page.users",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "client-user-registration",
    "path": "/admin/client-user-registration",
    "params": [],
    "page": "user-registration",
    "title": "page.clientUserRegistration",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "client-users",
    "path": "/admin/client-users",
    "params": [],
    "page": "users",
    "title": "page.clientUsers",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "audit-log",
    "path": "/admin/audit-log",
    "params": [],
    "page": "audit-log",
    "title": "page.auditLog",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "ai-visibility-settings",
    "path": "/ai-services/ai-visibility-settings",
    "params": [],
    "page": "ai-visibility-settings",
    "title": "page.aiVisibilitySettings",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-visibility-prompts-manager",
    "path": "/ai-services/ai-visibility-prompts-manager",
    "params": [],
    "page": "ai-visibility-prompts-manager",
    "title": "page.aiVisibilityPromptsManager",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-visibility-analysis",
    "path": "/ai-services/ai-visibility-analysis",
    "params": [],
    "page": "ai-visibility-analysis",
    "title": "page.aiVisibilityAnalysis",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "create-assistant",
    "path": "/ai-services/create-assistant",
    "params": [],
    "page": "create-assistant",
    "title": "page.createAssistant",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "assistant-models",
    "path": "/ai-services/assistant-models",
    "params": [],
    "page": "ai-models",
    "title": "page.assistantModels",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "BPI",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "igepha-internal-chatbot",
    "path": "/ai-services/igepha-internal-chatbot/$assistantId",
    "params": [
      "assistantId"
    ],
    "page": "chat-classic",
    "title": "page.igephaInternalChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "igepha-external-chatbot",
    "path": "/ai-services/igepha-external-chatbot/$assistantId",
    "params": [
      "assistantId"
    ],
    "page": "chat-classic",
    "title": "page.igephaExternalChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "bpi-internal-chatbot",
    "path": "/ai-services/bpi-internal-chatbot/$assistantId",
    "params": [
      "assistantId"
    ],
    "page": "chat-classic",
    "title": "page.bpiInternalChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "BPI"
          ]
        }
      ]
    }
  },
  {
    "id": "bpi-external-chatbot",
    "path": "/ai-services/bpi-external-chatbot/$assistantId",
    "params": [
      "assistantId"
    ],
    "page": "chat-classic",
    "title": "page.bpiExternalChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "BPI"
          ]
        }
      ]
    }
  },
  {
    "id": "bpi-customizable-chatbot",
    "path": "/ai-services/bpi-customizable-chatbot",
    "params": [],
    "page": "chat-workspace",
    "title": "page.bpiCustomizableChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "BPI"
          ],
          "feature": "expertMode"
        }
      ]
    }
  },
  {
    "id": "igepha-customizable-chatbot",
    "path": "/ai-services/igepha-customizable-chatbot",
    "params": [],
    "page": "chat-workspace",
    "title": "page.igephaCustomizableChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "IGEPHA"
          ],
          "feature": "expertMode"
        }
      ]
    }
  },
  {
    "id": "demo-customizable-chatbot",
    "path": "/ai-services/demo-customizable-chatbot",
    "params": [],
    "page": "chat-workspace",
    "title": "page.demoCustomizableChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ],
          "feature": "expertMode"
        }
      ]
    }
  },
  {
    "id": "neres-customizable-chatbot",
    "path": "/ai-services/neres-customizable-chatbot",
    "params": [],
    "page": "chat-workspace",
    "title": "page.neresCustomizableChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "NERES"
          ],
          "feature": "expertMode"
        }
      ]
    }
  },
  {
    "id": "igepha-ai",
    "path": "/ai-services/igepha-ai",
    "params": [],
    "page": "chat-workspace",
    "title": "page.igephaAi",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "igepha-ai-thread",
    "path": "/ai-services/igepha-ai/$threadId",
    "params": [
      "threadId"
    ],
    "page": "chat-workspace",
    "title": "page.igephaAi",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "bpi-ai",
    "path": "/ai-services/bpi-ai",
    "params": [],
    "page": "chat-workspace",
    "title": "page.bpiAi",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "BPI"
          ]
        }
      ]
    }
  },
  {
    "id": "bpi-ai-thread",
    "path": "/ai-services/bpi-ai/$threadId",
    "params": [
      "threadId"
    ],
    "page": "chat-workspace",
    "title": "page.bpiAi",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "BPI"
          ]
        }
      ]
    }
  },
  {
    "id": "neres-ai",
    "path": "/ai-services/neres-ai",
    "params": [],
    "page": "chat-workspace",
    "title": "page.neresAi",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "neres-ai-thread",
    "path": "/ai-services/neres-ai/$threadId",
    "params": [
      "threadId"
    ],
    "page": "chat-workspace",
    "title": "page.neresAi",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "chatbot",
    "path": "/ai-services/chatbot/$assistantId",
    "params": [
      "assistantId"
    ],
    "page": "chat-classic",
    "title": "page.chatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT",
            "DEMO",
            "BPI",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "dynamic-chatbot",
    "path": "/ai-services/dynamic-chatbot/$assistantId",
    "params": [
      "assistantId"
    ],
    "page": "chat-workspace",
    "title": "page.dynamicChatbot",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT",
            "DEMO",
            "BPI",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "chat-history",
    "path": "/ai-services/chat-history",
    "params": [],
    "page": "chat-history",
    "title": "page.chatHistory",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "chat-history-dynamic",
    "path": "/ai-services/chat-history-dynamic",
    "params": [],
    "page": "chat-history-dynamic",
    "title": "page.chatHistoryDynamic",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "tile-history-dynamic",
    "path": "/ai-services/tile-history-dynamic",
    "params": [],
    "page": "tile-history",
    "title": "page.tileHistoryDynamic",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "tile-prompt-library",
    "path": "/ai-services/tile-prompt-library",
    "params": [],
    "page": "prompt-library",
    "title": "page.tilePromptLibrary",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "response-optimization-prompts-manager",
    "path": "/ai-services/tile-prompt-library/response-optimization-prompts-manager",
    "params": [],
    "page": "response-optimizations",
    "title": "page.responseOptimizationPromptsManager",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "image-generator",
    "path": "/ai-services/image-generator",
    "params": [],
    "page": "image-generator",
    "title": "page.imageGenerator",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "PARENT"
          ]
        },
        {
          "groups": [
            "DEMO",
            "BPI",
            "IGEPHA",
            "NERES",
            "ALEXION"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-image-studio",
    "path": "/ai-services/ai-image-studio",
    "params": [],
    "page": "ai-image-studio",
    "title": "page.aiImageStudio",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "team-activity",
    "path": "/ai-services/team-activity",
    "params": [],
    "page": "team-activity",
    "title": "page.teamActivity",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "chcmate-team-activity",
    "path": "/ai-services/chcmate-team-activity",
    "params": [],
    "page": "team-activity",
    "title": "page.chcmateTeamActivity",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-generated-faq",
    "path": "/ai-services/ai-generated-faq",
    "params": [],
    "page": "ai-generated-faq",
    "title": "page.aiGeneratedFaq",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "manage-medicheck-media",
    "path": "/ai-services/manage-medicheck-media",
    "params": [],
    "page": "manage-medicheck-media",
    "title": "page.manageMedicheckMedia",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "medichek-edit-prompt",
    "path": "/ai-services/medichek-edit-prompt",
    "params": [],
    "page": "medichek-edit-prompt",
    "title": "page.medichekEditPrompt",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "medichek-analysis",
    "path": "/ai-services/medichek-analysis",
    "params": [],
    "page": "medichek-analysis",
    "title": "page.medichekAnalysis",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "medicheck-keywords-analysis",
    "path": "/ai-services/medicheck-keywords-analysis",
    "params": [],
    "page": "medicheck-keywords-analysis",
    "title": "page.medicheckKeywordsAnalysis",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "medichek-notifications",
    "path": "/ai-services/medichek-notifications",
    "params": [],
    "page": "medichek-notifications",
    "title": "page.medichekNotifications",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "podcast-analyser",
    "path": "/ai-services/podcast-analyser",
    "params": [],
    "page": "podcast-analyser",
    "title": "page.podcastAnalyser",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "podcast-analysis-result",
    "path": "/ai-services/podcast-analyser/analysis-result/$podcastId",
    "params": [
      "podcastId"
    ],
    "page": "podcast-analysis-result",
    "title": "page.podcastAnalysisResult",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "pub-med-chatbot",
    "path": "/ai-services/pub-med-chatbot",
    "params": [],
    "page": "pub-med-chatbot",
    "title": "page.pubMedChatbot",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "corporate-influencing",
    "path": "/ai-services/corporate-influencing",
    "params": [],
    "page": "corporate-influencing",
    "title": "page.corporateInfluencing",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "mailchimp-library",
    "path": "/ai-services/mailchimp-library",
    "params": [],
    "page": "campaign-library",
    "title": "page.mailchimpLibrary",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "mailchimp-campaign",
    "path": "/ai-services/mailchimp-library/$campaignId",
    "params": [
      "campaignId"
    ],
    "page": "campaign-detail",
    "title": "page.mailchimpCampaign",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "data-pool",
    "path": "/ai-services/data-pool",
    "params": [],
    "page": "data-pool",
    "title": "page.dataPool",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "voice-ai-setup",
    "path": "/ai-services/voice-ai-setup",
    "params": [],
    "page": "voice-ai-setup",
    "title": "page.voiceAiSetup",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "voice-ai-results",
    "path": "/ai-services/voice-ai-results",
    "params": [],
    "page": "voice-ai-results",
    "title": "page.voiceAiResults",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "login",
    "path": "/login",
    "params": [],
    "page": "login",
    "title": "page.login",
    "public": true,
    "layout": "blank",
    "access": null
  },
  {
    "id": "dashboard",
    "path": "/",
    "params": [],
    "page": "dashboard",
    "title": "page.dashboard",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "user-settings",
    "path": "/user/settings",
    "params": [],
    "page": "user-settings",
    "title": "page.userSettings",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "logo-settings",
    "path": "/user/logo-settings",
    "params": [],
    "page": "logo-settings",
    "title": "page.logoSettings",
    "public": false,
    "layout": "main",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT",
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "services",
    "path": "/services",
    "params": [],
    "page": "services-overview",
    "title": "page.services",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-companies",
    "path": "/services/companies",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.companies",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-countries",
    "path": "/services/countries",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.countries",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-manufacturers",
    "path": "/services/manufacturers",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.manufacturers",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-brands",
    "path": "/services/brands",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.brands",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-sub-brands",
    "path": "/services/sub-brands",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.subBrands",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-pzns",
    "path": "/services/pzns",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.pzns",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-lauer-taxe",
    "path": "/services/lauer-taxe",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.lauerTaxe",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-domain-pzns",
    "path": "/services/domain-pzns",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.domainPzns",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-keywords",
    "path": "/services/keywords",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.keywords",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-keyword-pzns",
    "path": "/services/keyword-pzns",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.keywordPzns",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-my-markets",
    "path": "/services/my-markets",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.myMarkets",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-bundle",
    "path": "/services/bundle",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.bundle",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-underlying-pzns",
    "path": "/services/underlying-pzns",
    "params": [],
    "page": "product-data-list",
    "title": "page.services.underlyingPzns",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-product-master",
    "path": "/services/product-master",
    "params": [],
    "page": "product-master",
    "title": "page.services.productMaster",
    "public": false,
    "layout": "main",
    "access": null
  },
  {
    "id": "services-bulk-upload",
    "path": "/services/bulk-upload",
    "params": [],
    "page": "bulk-upload",
    "title": "page.services.bulkUpload",
    "public": false,
    "layout": "main",
    "access": null
  }
] as const satisfies readonly CompiledRoute[]
export type RouteId = (typeof routes)[number]['id']

/** Every API endpoint with its access; the server refuses a request its caller fails. */
export const endpoints = [
  {
    "id": "ai-providers-list",
    "method": "GET",
    "path": "/api/ai-admin/providers",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-providers-create",
    "method": "POST",
    "path": "/api/ai-admin/providers",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-providers-update",
    "method": "PATCH",
    "path": "/api/ai-admin/providers/{providerId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-providers-delete",
    "method": "DELETE",
    "path": "/api/ai-admin/providers/{providerId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-providers-test",
    "method": "POST",
    "path": "/api/ai-admin/providers/{providerId}/test",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-models-list",
    "method": "GET",
    "path": "/api/ai-admin/models",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-models-create",
    "method": "POST",
    "path": "/api/ai-admin/models",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-models-update",
    "method": "PATCH",
    "path": "/api/ai-admin/models/{modelId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-models-delete",
    "method": "DELETE",
    "path": "/api/ai-admin/models/{modelId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-models-try",
    "method": "POST",
    "path": "/api/ai-admin/models/{modelId}/try",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-settings-get",
    "method": "GET",
    "path": "/api/ai-admin/tenant-settings/{group}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "ai-settings-update",
    "method": "PATCH",
    "path": "/api/ai-admin/tenant-settings/{group}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-list",
    "method": "GET",
    "path": "/api/assistants",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-models",
    "method": "GET",
    "path": "/api/assistants/models",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-get",
    "method": "GET",
    "path": "/api/assistants/{assistantId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-create",
    "method": "POST",
    "path": "/api/assistants",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-update",
    "method": "PATCH",
    "path": "/api/assistants/{assistantId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-delete",
    "method": "DELETE",
    "path": "/api/assistants/{assistantId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-versions",
    "method": "GET",
    "path": "/api/assistants/{assistantId}/versions",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-publish",
    "method": "POST",
    "path": "/api/assistants/{assistantId}/publish",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "assistants-unpublish",
    "method": "POST",
    "path": "/api/assistants/{assistantId}/unpublish",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "chat-history-list",
    "method": "GET",
    "path": "/api/chat/threads",
    "access": "signedIn"
  },
  {
    "id": "chat-history-delete-all",
    "method": "DELETE",
    "path": "/api/chat/threads",
    "access": "signedIn"
  },
  {
    "id": "chat-history-bulk-delete",
    "method": "POST",
    "path": "/api/chat/threads/bulk-delete",
    "access": "signedIn"
  },
  {
    "id": "chat-history-update",
    "method": "PATCH",
    "path": "/api/chat/threads/{threadId}",
    "access": "signedIn"
  },
  {
    "id": "chat-history-delete",
    "method": "DELETE",
    "path": "/api/chat/threads/{threadId}",
    "access": "signedIn"
  },
  {
    "id": "chat-history-export",
    "method": "GET",
    "path": "/api/chat/threads/{threadId}/export",
    "access": "signedIn"
  },
  {
    "id": "campaigns-connection-get",
    "method": "GET",
    "path": "/api/campaigns/connection",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-connection-put",
    "method": "PUT",
    "path": "/api/campaigns/connection",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-connection-delete",
    "method": "DELETE",
    "path": "/api/campaigns/connection",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-sync",
    "method": "POST",
    "path": "/api/campaigns/sync",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-import",
    "method": "POST",
    "path": "/api/campaigns/import",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-list",
    "method": "GET",
    "path": "/api/campaigns",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-get",
    "method": "GET",
    "path": "/api/campaigns/{campaignId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-summarise",
    "method": "POST",
    "path": "/api/campaigns/{campaignId}/summary",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "campaigns-drafts-create",
    "method": "POST",
    "path": "/api/campaigns/{campaignId}/drafts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "chat-threads-create",
    "method": "POST",
    "path": "/api/chat/threads",
    "access": "signedIn"
  },
  {
    "id": "chat-threads-get",
    "method": "GET",
    "path": "/api/chat/threads/{threadId}",
    "access": "signedIn"
  },
  {
    "id": "chat-threads-settings",
    "method": "PATCH",
    "path": "/api/chat/threads/{threadId}/settings",
    "access": "signedIn"
  },
  {
    "id": "chat-messages-send",
    "method": "POST",
    "path": "/api/chat/threads/{threadId}/messages",
    "access": "signedIn"
  },
  {
    "id": "chat-messages-regenerate",
    "method": "POST",
    "path": "/api/chat/threads/{threadId}/messages/{messageId}/regenerate",
    "access": "signedIn"
  },
  {
    "id": "chat-messages-edit",
    "method": "POST",
    "path": "/api/chat/threads/{threadId}/messages/{messageId}/edit",
    "access": "signedIn"
  },
  {
    "id": "chat-threads-stop",
    "method": "POST",
    "path": "/api/chat/threads/{threadId}/stop",
    "access": "signedIn"
  },
  {
    "id": "chat-assistants-list",
    "method": "GET",
    "path": "/api/chat/assistants",
    "access": "signedIn"
  },
  {
    "id": "chat-models-list",
    "method": "GET",
    "path": "/api/chat/models",
    "access": "signedIn"
  },
  {
    "id": "faq-generations-list",
    "method": "GET",
    "path": "/api/faq/generations",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-generations-create",
    "method": "POST",
    "path": "/api/faq/generations",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-generations-get",
    "method": "GET",
    "path": "/api/faq/generations/{generationId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-entries-list",
    "method": "GET",
    "path": "/api/faq/entries",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-entries-update",
    "method": "PATCH",
    "path": "/api/faq/entries/{entryId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-entries-delete",
    "method": "DELETE",
    "path": "/api/faq/entries/{entryId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-publish",
    "method": "POST",
    "path": "/api/faq/publish",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "faq-export",
    "method": "GET",
    "path": "/api/faq/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "images-models",
    "method": "GET",
    "path": "/api/images/models",
    "access": "signedIn"
  },
  {
    "id": "images-generate",
    "method": "POST",
    "path": "/api/images/generate",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "PARENT"
          ]
        },
        {
          "groups": [
            "DEMO",
            "BPI",
            "IGEPHA",
            "NERES",
            "ALEXION"
          ]
        }
      ]
    }
  },
  {
    "id": "images-prompt-helper",
    "method": "POST",
    "path": "/api/images/prompt-helper",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "PARENT"
          ]
        },
        {
          "groups": [
            "DEMO",
            "BPI",
            "IGEPHA",
            "NERES",
            "ALEXION"
          ]
        }
      ]
    }
  },
  {
    "id": "images-list",
    "method": "GET",
    "path": "/api/images",
    "access": "signedIn"
  },
  {
    "id": "images-get",
    "method": "GET",
    "path": "/api/images/{imageId}",
    "access": "signedIn"
  },
  {
    "id": "images-update",
    "method": "PATCH",
    "path": "/api/images/{imageId}",
    "access": "signedIn"
  },
  {
    "id": "images-delete",
    "method": "DELETE",
    "path": "/api/images/{imageId}",
    "access": "signedIn"
  },
  {
    "id": "images-content",
    "method": "GET",
    "path": "/api/images/{imageId}/content",
    "access": "signedIn"
  },
  {
    "id": "images-download",
    "method": "GET",
    "path": "/api/images/{imageId}/download",
    "access": "signedIn"
  },
  {
    "id": "images-upload",
    "method": "POST",
    "path": "/api/images/upload",
    "access": "signedIn"
  },
  {
    "id": "images-transform",
    "method": "POST",
    "path": "/api/images/{imageId}/transform",
    "access": "signedIn"
  },
  {
    "id": "images-inpaint",
    "method": "POST",
    "path": "/api/images/{imageId}/inpaint",
    "access": "signedIn"
  },
  {
    "id": "images-lineage",
    "method": "GET",
    "path": "/api/images/{imageId}/lineage",
    "access": "signedIn"
  },
  {
    "id": "images-overlay",
    "method": "POST",
    "path": "/api/images/{imageId}/overlay",
    "access": "signedIn"
  },
  {
    "id": "influencing-ambassadors-list",
    "method": "GET",
    "path": "/api/influencing/ambassadors",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-ambassadors-create",
    "method": "POST",
    "path": "/api/influencing/ambassadors",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-ambassadors-delete",
    "method": "DELETE",
    "path": "/api/influencing/ambassadors/{ambassadorId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-posts-list",
    "method": "GET",
    "path": "/api/influencing/posts",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-posts-create",
    "method": "POST",
    "path": "/api/influencing/posts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-posts-get",
    "method": "GET",
    "path": "/api/influencing/posts/{postId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-posts-delete",
    "method": "DELETE",
    "path": "/api/influencing/posts/{postId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-imports-create",
    "method": "POST",
    "path": "/api/influencing/imports",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-topics-list",
    "method": "GET",
    "path": "/api/influencing/topics",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-topics-replace",
    "method": "PUT",
    "path": "/api/influencing/topics",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-dashboard-get",
    "method": "GET",
    "path": "/api/influencing/dashboard",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-export",
    "method": "GET",
    "path": "/api/influencing/export",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-ideas-sources",
    "method": "GET",
    "path": "/api/influencing/ideas/sources",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-ideas-list",
    "method": "GET",
    "path": "/api/influencing/ideas",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-ideas-create",
    "method": "POST",
    "path": "/api/influencing/ideas",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-ideas-get",
    "method": "GET",
    "path": "/api/influencing/ideas/{ideaId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-linkedin-get",
    "method": "GET",
    "path": "/api/influencing/linkedin",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-linkedin-app-save",
    "method": "PUT",
    "path": "/api/influencing/linkedin/app",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-linkedin-authorize",
    "method": "POST",
    "path": "/api/influencing/linkedin/authorizations",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-linkedin-callback",
    "method": "GET",
    "path": "/api/influencing/linkedin/callback",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-linkedin-sync",
    "method": "POST",
    "path": "/api/influencing/linkedin/sync",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "influencing-linkedin-disconnect",
    "method": "DELETE",
    "path": "/api/influencing/linkedin/connection",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "knowledge-collections-list",
    "method": "GET",
    "path": "/api/knowledge/collections",
    "access": "signedIn"
  },
  {
    "id": "knowledge-collections-create",
    "method": "POST",
    "path": "/api/knowledge/collections",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "knowledge-collections-update",
    "method": "PATCH",
    "path": "/api/knowledge/collections/{collectionId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "knowledge-collections-delete",
    "method": "DELETE",
    "path": "/api/knowledge/collections/{collectionId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "knowledge-collections-search",
    "method": "GET",
    "path": "/api/knowledge/collections/{collectionId}/search",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-list",
    "method": "GET",
    "path": "/api/knowledge/files",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-upload",
    "method": "POST",
    "path": "/api/knowledge/files",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-get",
    "method": "GET",
    "path": "/api/knowledge/files/{fileId}",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-update",
    "method": "PATCH",
    "path": "/api/knowledge/files/{fileId}",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-delete",
    "method": "DELETE",
    "path": "/api/knowledge/files/{fileId}",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-profile",
    "method": "PUT",
    "path": "/api/knowledge/files/{fileId}/profile",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-reindex",
    "method": "POST",
    "path": "/api/knowledge/files/{fileId}/reindex",
    "access": "signedIn"
  },
  {
    "id": "knowledge-files-content",
    "method": "GET",
    "path": "/api/knowledge/files/{fileId}/content",
    "access": "signedIn"
  },
  {
    "id": "knowledge-chunks-get",
    "method": "GET",
    "path": "/api/knowledge/chunks/{chunkId}",
    "access": "signedIn"
  },
  {
    "id": "knowledge-usage",
    "method": "GET",
    "path": "/api/knowledge/usage",
    "access": "signedIn"
  },
  {
    "id": "medicheck-prompts-list",
    "method": "GET",
    "path": "/api/medicheck/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-prompts-create",
    "method": "POST",
    "path": "/api/medicheck/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-prompts-use",
    "method": "POST",
    "path": "/api/medicheck/prompts/{promptId}/use",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-prompts-trial",
    "method": "POST",
    "path": "/api/medicheck/prompts/trial",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-runs-estimate",
    "method": "POST",
    "path": "/api/medicheck/runs/estimate",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-runs-create",
    "method": "POST",
    "path": "/api/medicheck/runs",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-runs-list",
    "method": "GET",
    "path": "/api/medicheck/runs",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-runs-get",
    "method": "GET",
    "path": "/api/medicheck/runs/{runId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-runs-cancel",
    "method": "POST",
    "path": "/api/medicheck/runs/{runId}/cancel",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-findings-list",
    "method": "GET",
    "path": "/api/medicheck/findings",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-findings-review",
    "method": "POST",
    "path": "/api/medicheck/findings/{findingId}/review",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-export",
    "method": "GET",
    "path": "/api/medicheck/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-stats-export",
    "method": "GET",
    "path": "/api/medicheck/keyword-stats/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-safety-cases-list",
    "method": "GET",
    "path": "/api/medicheck/safety-cases",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-safety-cases-get",
    "method": "GET",
    "path": "/api/medicheck/safety-cases/{caseId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-safety-cases-update",
    "method": "PATCH",
    "path": "/api/medicheck/safety-cases/{caseId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-safety-cases-export",
    "method": "GET",
    "path": "/api/medicheck/safety-cases/{caseId}/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-rules-list",
    "method": "GET",
    "path": "/api/medicheck/notification-rules",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-rules-create",
    "method": "POST",
    "path": "/api/medicheck/notification-rules",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-rules-update",
    "method": "PATCH",
    "path": "/api/medicheck/notification-rules/{ruleId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-rules-delete",
    "method": "DELETE",
    "path": "/api/medicheck/notification-rules/{ruleId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-digest",
    "method": "GET",
    "path": "/api/medicheck/digest",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-sources-list",
    "method": "GET",
    "path": "/api/medicheck/sources",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-sources-create",
    "method": "POST",
    "path": "/api/medicheck/sources",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-sources-update",
    "method": "PATCH",
    "path": "/api/medicheck/sources/{sourceId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-sources-delete",
    "method": "DELETE",
    "path": "/api/medicheck/sources/{sourceId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-sources-fetch",
    "method": "POST",
    "path": "/api/medicheck/sources/{sourceId}/fetch",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-items-list",
    "method": "GET",
    "path": "/api/medicheck/items",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-items-paste",
    "method": "POST",
    "path": "/api/medicheck/items/paste",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-items-upload",
    "method": "POST",
    "path": "/api/medicheck/items/upload",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-items-get",
    "method": "GET",
    "path": "/api/medicheck/items/{itemId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-items-delete",
    "method": "DELETE",
    "path": "/api/medicheck/items/{itemId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-lists-list",
    "method": "GET",
    "path": "/api/medicheck/keyword-lists",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-lists-create",
    "method": "POST",
    "path": "/api/medicheck/keyword-lists",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-lists-update",
    "method": "PATCH",
    "path": "/api/medicheck/keyword-lists/{listId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-lists-delete",
    "method": "DELETE",
    "path": "/api/medicheck/keyword-lists/{listId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keywords-create",
    "method": "POST",
    "path": "/api/medicheck/keyword-lists/{listId}/keywords",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keywords-update",
    "method": "PATCH",
    "path": "/api/medicheck/keywords/{keywordId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keywords-delete",
    "method": "DELETE",
    "path": "/api/medicheck/keywords/{keywordId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-suggestions",
    "method": "GET",
    "path": "/api/medicheck/keyword-suggestions",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-keyword-stats",
    "method": "GET",
    "path": "/api/medicheck/keyword-stats",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-chat-source-get",
    "method": "GET",
    "path": "/api/medicheck/chat-source",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-chat-source-save",
    "method": "PUT",
    "path": "/api/medicheck/chat-source",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "medicheck-chat-threads-resolve",
    "method": "GET",
    "path": "/api/medicheck/chat-threads/{threadRef}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-list",
    "method": "GET",
    "path": "/api/podcasts",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-create",
    "method": "POST",
    "path": "/api/podcasts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-get",
    "method": "GET",
    "path": "/api/podcasts/{podcastId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-delete",
    "method": "DELETE",
    "path": "/api/podcasts/{podcastId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-fetch",
    "method": "POST",
    "path": "/api/podcasts/{podcastId}/fetch",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-episodes-upload",
    "method": "POST",
    "path": "/api/podcasts/{podcastId}/episodes",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-runs-create",
    "method": "POST",
    "path": "/api/podcasts/{podcastId}/runs",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-episode-get",
    "method": "GET",
    "path": "/api/podcasts/episodes/{episodeId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-episode-audio",
    "method": "GET",
    "path": "/api/podcasts/episodes/{episodeId}/audio",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-episode-audio-upload",
    "method": "PUT",
    "path": "/api/podcasts/episodes/{episodeId}/audio",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-audio-by-ticket",
    "method": "GET",
    "path": "/api/podcasts/audio",
    "access": "public"
  },
  {
    "id": "podcasts-keywords-list",
    "method": "GET",
    "path": "/api/podcasts/keywords",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-keywords-create",
    "method": "POST",
    "path": "/api/podcasts/keywords",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-keywords-delete",
    "method": "DELETE",
    "path": "/api/podcasts/keywords/{keywordId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-runs-cancel",
    "method": "POST",
    "path": "/api/podcasts/runs/{runId}/cancel",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-findings-export",
    "method": "GET",
    "path": "/api/podcasts/{podcastId}/findings/export",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-pause",
    "method": "POST",
    "path": "/api/podcasts/{podcastId}/pause",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-episode-transcribe",
    "method": "POST",
    "path": "/api/podcasts/episodes/{episodeId}/transcribe",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-transcribe-waiting",
    "method": "POST",
    "path": "/api/podcasts/{podcastId}/transcribe",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-prompts-list",
    "method": "GET",
    "path": "/api/podcasts/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-prompts-create",
    "method": "POST",
    "path": "/api/podcasts/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "podcasts-prompts-use",
    "method": "POST",
    "path": "/api/podcasts/prompts/{promptId}/use",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "prompts-list",
    "method": "GET",
    "path": "/api/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-usable",
    "method": "GET",
    "path": "/api/prompts/usable",
    "access": "signedIn"
  },
  {
    "id": "prompts-create",
    "method": "POST",
    "path": "/api/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-export",
    "method": "GET",
    "path": "/api/prompts/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-import",
    "method": "POST",
    "path": "/api/prompts/import",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-get",
    "method": "GET",
    "path": "/api/prompts/{promptId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-update",
    "method": "PATCH",
    "path": "/api/prompts/{promptId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-delete",
    "method": "DELETE",
    "path": "/api/prompts/{promptId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-versions",
    "method": "GET",
    "path": "/api/prompts/{promptId}/versions",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "prompts-use-version",
    "method": "POST",
    "path": "/api/prompts/{promptId}/versions/{version}/use",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "response-optimizations-list",
    "method": "GET",
    "path": "/api/response-optimizations",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "response-optimizations-enabled",
    "method": "GET",
    "path": "/api/response-optimizations/enabled",
    "access": "signedIn"
  },
  {
    "id": "response-optimizations-create",
    "method": "POST",
    "path": "/api/response-optimizations",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "response-optimizations-reorder",
    "method": "PUT",
    "path": "/api/response-optimizations/order",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "response-optimizations-update",
    "method": "PATCH",
    "path": "/api/response-optimizations/{optimizationId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "response-optimizations-delete",
    "method": "DELETE",
    "path": "/api/response-optimizations/{optimizationId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "chat-reworks-list",
    "method": "GET",
    "path": "/api/chat/threads/{threadId}/reworks",
    "access": "signedIn"
  },
  {
    "id": "chat-reworks-create",
    "method": "POST",
    "path": "/api/chat/threads/{threadId}/messages/{messageId}/reworks",
    "access": "signedIn"
  },
  {
    "id": "chat-answer-version-select",
    "method": "PUT",
    "path": "/api/chat/threads/{threadId}/messages/{messageId}/version",
    "access": "signedIn"
  },
  {
    "id": "pubmed-questions-list",
    "method": "GET",
    "path": "/api/pubmed/questions",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-questions-ask",
    "method": "POST",
    "path": "/api/pubmed/questions",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-questions-get",
    "method": "GET",
    "path": "/api/pubmed/questions/{questionId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-questions-delete",
    "method": "DELETE",
    "path": "/api/pubmed/questions/{questionId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-questions-references",
    "method": "GET",
    "path": "/api/pubmed/questions/{questionId}/references",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-library-get",
    "method": "GET",
    "path": "/api/pubmed/library",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-library-import",
    "method": "POST",
    "path": "/api/pubmed/library",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-settings-get",
    "method": "GET",
    "path": "/api/pubmed/settings",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot"
        }
      ]
    }
  },
  {
    "id": "pubmed-settings-update",
    "method": "PUT",
    "path": "/api/pubmed/settings",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot"
        }
      ]
    }
  },
  {
    "id": "pubmed-questions-stream",
    "method": "POST",
    "path": "/api/pubmed/questions/stream",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-threads-list",
    "method": "GET",
    "path": "/api/pubmed/threads",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-threads-get",
    "method": "GET",
    "path": "/api/pubmed/threads/{threadId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-threads-delete",
    "method": "DELETE",
    "path": "/api/pubmed/threads/{threadId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "pubmed-threads-export",
    "method": "GET",
    "path": "/api/pubmed/threads/{threadId}/export",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "team-activity-get",
    "method": "GET",
    "path": "/api/team-activity",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "team-activity-export",
    "method": "GET",
    "path": "/api/team-activity/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "chcmate-team-activity-get",
    "method": "GET",
    "path": "/api/team-activity/chcmate",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "chcmate-team-activity-export",
    "method": "GET",
    "path": "/api/team-activity/chcmate/export",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "IGEPHA"
          ]
        }
      ]
    }
  },
  {
    "id": "tiles-list",
    "method": "GET",
    "path": "/api/tiles",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tiles-create",
    "method": "POST",
    "path": "/api/tiles",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "tiles-options",
    "method": "GET",
    "path": "/api/tiles/options",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "tiles-files",
    "method": "GET",
    "path": "/api/tiles/files",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tiles-get",
    "method": "GET",
    "path": "/api/tiles/{tileId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tiles-update",
    "method": "PUT",
    "path": "/api/tiles/{tileId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "tiles-delete",
    "method": "DELETE",
    "path": "/api/tiles/{tileId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "tiles-run",
    "method": "POST",
    "path": "/api/tiles/{tileId}/run",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tile-runs-list",
    "method": "GET",
    "path": "/api/tile-runs",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tile-runs-get",
    "method": "GET",
    "path": "/api/tile-runs/{runId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tile-runs-delete",
    "method": "DELETE",
    "path": "/api/tile-runs/{runId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "tile-runs-rework",
    "method": "POST",
    "path": "/api/tile-runs/{runId}/reworks",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE",
            "READ"
          ],
          "levelSet": "all"
        }
      ]
    }
  },
  {
    "id": "visibility-projects-list",
    "method": "GET",
    "path": "/api/visibility/projects",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-projects-create",
    "method": "POST",
    "path": "/api/visibility/projects",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-projects-get",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-projects-update",
    "method": "PUT",
    "path": "/api/visibility/projects/{projectId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-projects-delete",
    "method": "DELETE",
    "path": "/api/visibility/projects/{projectId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-list",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/prompts",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-create",
    "method": "POST",
    "path": "/api/visibility/projects/{projectId}/prompts",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-starter",
    "method": "POST",
    "path": "/api/visibility/projects/{projectId}/prompts/starter",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-export",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/prompts/export",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-import",
    "method": "POST",
    "path": "/api/visibility/projects/{projectId}/prompts/import",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-update",
    "method": "PATCH",
    "path": "/api/visibility/prompts/{promptId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-prompts-delete",
    "method": "DELETE",
    "path": "/api/visibility/prompts/{promptId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-runs-create",
    "method": "POST",
    "path": "/api/visibility/projects/{projectId}/runs",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-runs-list",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/runs",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-runs-get",
    "method": "GET",
    "path": "/api/visibility/runs/{runId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-figures",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/figures",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-figures-export",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/figures/export",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-answers-list",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/answers",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-answers-get",
    "method": "GET",
    "path": "/api/visibility/answers/{answerId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "visibility-report",
    "method": "GET",
    "path": "/api/visibility/projects/{projectId}/report",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-agents-list",
    "method": "GET",
    "path": "/api/voice/agents",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-agents-create",
    "method": "POST",
    "path": "/api/voice/agents",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-options",
    "method": "GET",
    "path": "/api/voice/options",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-agents-get",
    "method": "GET",
    "path": "/api/voice/agents/{agentId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-agents-update",
    "method": "PUT",
    "path": "/api/voice/agents/{agentId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-agents-delete",
    "method": "DELETE",
    "path": "/api/voice/agents/{agentId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-start",
    "method": "POST",
    "path": "/api/voice/agents/{agentId}/calls",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-turn",
    "method": "POST",
    "path": "/api/voice/calls/{callId}/turns",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-audio-turn",
    "method": "POST",
    "path": "/api/voice/calls/{callId}/audio-turns",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-end",
    "method": "POST",
    "path": "/api/voice/calls/{callId}/end",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-list",
    "method": "GET",
    "path": "/api/voice/calls",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-export",
    "method": "GET",
    "path": "/api/voice/calls/export",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-get",
    "method": "GET",
    "path": "/api/voice/calls/{callId}",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-calls-reanalyse",
    "method": "POST",
    "path": "/api/voice/calls/{callId}/analyses",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite",
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-webhook",
    "method": "POST",
    "path": "/api/voice/webhooks/{agentId}",
    "access": "public"
  },
  {
    "id": "voice-calls-turn-audio",
    "method": "GET",
    "path": "/api/voice/calls/{callId}/turns/{turn}/audio",
    "access": {
      "anyOf": [
        {
          "groups": [
            "DEMO"
          ]
        }
      ]
    }
  },
  {
    "id": "voice-recordings-by-ticket",
    "method": "GET",
    "path": "/api/voice/recordings",
    "access": "public"
  },
  {
    "id": "health",
    "method": "GET",
    "path": "/api/health",
    "access": "public"
  },
  {
    "id": "openapi",
    "method": "GET",
    "path": "/api/openapi.json",
    "access": "public"
  },
  {
    "id": "auth-signin",
    "method": "POST",
    "path": "/api/auth/signin",
    "access": "public"
  },
  {
    "id": "auth-get-user",
    "method": "GET",
    "path": "/api/auth/get-user",
    "access": "signedIn"
  },
  {
    "id": "auth-signout",
    "method": "POST",
    "path": "/api/auth/signout",
    "access": "signedIn"
  },
  {
    "id": "me-get",
    "method": "GET",
    "path": "/api/me",
    "access": "signedIn"
  },
  {
    "id": "me-update",
    "method": "PATCH",
    "path": "/api/me",
    "access": "signedIn"
  },
  {
    "id": "me-change-password",
    "method": "POST",
    "path": "/api/me/password",
    "access": "signedIn"
  },
  {
    "id": "users-list",
    "method": "GET",
    "path": "/api/users",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "users-get",
    "method": "GET",
    "path": "/api/users/{userId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "PARENT",
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "users-create",
    "method": "POST",
    "path": "/api/users",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        },
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "users-update",
    "method": "PATCH",
    "path": "/api/users/{userId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        },
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "users-reset-password",
    "method": "POST",
    "path": "/api/users/{userId}/password",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        },
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "users-unlock",
    "method": "POST",
    "path": "/api/users/{userId}/unlock",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT"
          ],
          "levelSet": "onlyRoot",
          "groups": [
            "PARENT"
          ]
        },
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin",
          "groups": [
            "DEMO",
            "IGEPHA",
            "BPI",
            "NERES"
          ]
        }
      ]
    }
  },
  {
    "id": "audit-list",
    "method": "GET",
    "path": "/api/audit",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "resources-list",
    "method": "GET",
    "path": "/api/resources/{resource}",
    "access": "signedIn"
  },
  {
    "id": "resources-export",
    "method": "GET",
    "path": "/api/resources/{resource}/export",
    "access": "signedIn"
  },
  {
    "id": "resources-get",
    "method": "GET",
    "path": "/api/resources/{resource}/{id}",
    "access": "signedIn"
  },
  {
    "id": "resources-create",
    "method": "POST",
    "path": "/api/resources/{resource}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite"
        }
      ]
    }
  },
  {
    "id": "resources-update",
    "method": "PATCH",
    "path": "/api/resources/{resource}/{id}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite"
        }
      ]
    }
  },
  {
    "id": "resources-delete",
    "method": "DELETE",
    "path": "/api/resources/{resource}/{id}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN"
          ],
          "levelSet": "fromAdmin"
        }
      ]
    }
  },
  {
    "id": "bulk-uploads-list",
    "method": "GET",
    "path": "/api/bulk-uploads",
    "access": "signedIn"
  },
  {
    "id": "bulk-uploads-create",
    "method": "POST",
    "path": "/api/bulk-uploads",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite"
        }
      ]
    }
  },
  {
    "id": "bulk-uploads-get",
    "method": "GET",
    "path": "/api/bulk-uploads/{jobId}",
    "access": "signedIn"
  },
  {
    "id": "bulk-uploads-delete",
    "method": "DELETE",
    "path": "/api/bulk-uploads/{jobId}",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite"
        }
      ]
    }
  },
  {
    "id": "bulk-uploads-preview",
    "method": "GET",
    "path": "/api/bulk-uploads/{jobId}/preview",
    "access": "signedIn"
  },
  {
    "id": "bulk-uploads-report",
    "method": "GET",
    "path": "/api/bulk-uploads/{jobId}/report",
    "access": "signedIn"
  },
  {
    "id": "bulk-uploads-commit",
    "method": "POST",
    "path": "/api/bulk-uploads/{jobId}/commit",
    "access": {
      "anyOf": [
        {
          "levels": [
            "ROOT",
            "ADMIN",
            "WRITE"
          ],
          "levelSet": "fromWrite"
        }
      ]
    }
  }
] as const satisfies readonly CompiledEndpoint[]
export type EndpointId = (typeof endpoints)[number]['id']
