// Generated from manifest/*.yaml (menu) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { CompiledMenuEntry } from '../shared/manifest/types.ts'

export const sideMenu: readonly CompiledMenuEntry[] = [
  {
    "id": "tools",
    "type": "group",
    "title": "menu.tools",
    "access": null,
    "children": [
      {
        "id": "dashboard",
        "type": "item",
        "title": "page.dashboard",
        "url": "/",
        "icon": "dashboard",
        "breadcrumbs": false,
        "access": null
      },
      {
        "id": "bpi-customizable-chatbot",
        "type": "item",
        "title": "page.bpiCustomizableChatbot",
        "url": "/ai-services/bpi-customizable-chatbot",
        "icon": "tune",
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
        "type": "item",
        "title": "page.igephaCustomizableChatbot",
        "url": "/ai-services/igepha-customizable-chatbot",
        "icon": "tune",
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
        "type": "item",
        "title": "page.demoCustomizableChatbot",
        "url": "/ai-services/demo-customizable-chatbot",
        "icon": "tune",
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
        "id": "igepha-ai",
        "type": "item",
        "title": "page.igephaAi",
        "url": "/ai-services/igepha-ai",
        "icon": "smart-toy",
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
        "type": "item",
        "title": "page.bpiAi",
        "url": "/ai-services/bpi-ai",
        "icon": "smart-toy",
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
        "type": "item",
        "title": "page.neresAi",
        "url": "/ai-services/neres-ai",
        "icon": "smart-toy",
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
        "id": "neres-customizable-chatbot",
        "type": "item",
        "title": "page.neresCustomizableChatbot",
        "url": "/ai-services/neres-customizable-chatbot",
        "icon": "tune",
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
        "id": "image-generator",
        "type": "item",
        "title": "page.imageGenerator",
        "url": "/ai-services/image-generator",
        "icon": "image",
        "access": {
          "anyOf": [
            {
              "groups": [
                "BPI",
                "IGEPHA",
                "NERES",
                "DEMO"
              ]
            }
          ]
        }
      },
      {
        "id": "ai-image-studio",
        "type": "item",
        "title": "page.aiImageStudio",
        "url": "/ai-services/ai-image-studio",
        "icon": "photo-library",
        "chip": {
          "label": "chip.beta",
          "color": "secondary",
          "variant": "outlined",
          "size": "small"
        },
        "access": {
          "anyOf": [
            {
              "groups": [
                "DEMO"
              ]
            }
          ]
        }
      }
    ]
  },
  {
    "id": "administration",
    "type": "group",
    "title": "menu.administration",
    "access": null,
    "children": [
      {
        "id": "user-registration",
        "type": "item",
        "title": "page.userRegistration",
        "url": "/admin/user-registration",
        "icon": "person-add",
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
        "type": "item",
        "title": "page.users",
        "url": "/admin/users",
        "icon": "people",
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
        "id": "client-user-registration",
        "type": "item",
        "title": "page.clientUserRegistration",
        "url": "/admin/client-user-registration",
        "icon": "group-add",
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
        "type": "item",
        "title": "page.clientUsers",
        "url": "/admin/client-users",
        "icon": "manage-accounts",
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
        "type": "item",
        "title": "page.auditLog",
        "url": "/admin/audit-log",
        "icon": "history",
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
      }
    ]
  },
  {
    "id": "services",
    "type": "group",
    "title": "menu.services",
    "access": null,
    "children": [
      {
        "id": "services-overview",
        "type": "item",
        "title": "page.services",
        "url": "/services",
        "icon": "storefront",
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
        "id": "service-lists",
        "type": "collapse",
        "title": "menu.serviceLists",
        "icon": "inventory",
        "access": {
          "anyOf": [
            {
              "groups": [
                "PARENT"
              ]
            }
          ]
        },
        "children": [
          {
            "id": "services-companies",
            "type": "item",
            "title": "page.services.companies",
            "url": "/services/companies",
            "icon": "business",
            "access": null
          },
          {
            "id": "services-countries",
            "type": "item",
            "title": "page.services.countries",
            "url": "/services/countries",
            "icon": "public",
            "access": null
          },
          {
            "id": "services-manufacturers",
            "type": "item",
            "title": "page.services.manufacturers",
            "url": "/services/manufacturers",
            "icon": "factory",
            "access": null
          },
          {
            "id": "services-brands",
            "type": "item",
            "title": "page.services.brands",
            "url": "/services/brands",
            "icon": "label",
            "access": null
          },
          {
            "id": "services-sub-brands",
            "type": "item",
            "title": "page.services.subBrands",
            "url": "/services/sub-brands",
            "icon": "sell",
            "access": null
          },
          {
            "id": "services-pzns",
            "type": "item",
            "title": "page.services.pzns",
            "url": "/services/pzns",
            "icon": "qr-code",
            "access": null
          },
          {
            "id": "services-lauer-taxe",
            "type": "item",
            "title": "page.services.lauerTaxe",
            "url": "/services/lauer-taxe",
            "icon": "receipt",
            "access": null
          },
          {
            "id": "services-domain-pzns",
            "type": "item",
            "title": "page.services.domainPzns",
            "url": "/services/domain-pzns",
            "icon": "language",
            "access": null
          },
          {
            "id": "services-keywords",
            "type": "item",
            "title": "page.services.keywords",
            "url": "/services/keywords",
            "icon": "key",
            "access": null
          },
          {
            "id": "services-keyword-pzns",
            "type": "item",
            "title": "page.services.keywordPzns",
            "url": "/services/keyword-pzns",
            "icon": "link",
            "access": null
          },
          {
            "id": "services-my-markets",
            "type": "item",
            "title": "page.services.myMarkets",
            "url": "/services/my-markets",
            "icon": "insights",
            "access": null
          },
          {
            "id": "services-bundle",
            "type": "item",
            "title": "page.services.bundle",
            "url": "/services/bundle",
            "icon": "category",
            "access": null
          },
          {
            "id": "services-underlying-pzns",
            "type": "item",
            "title": "page.services.underlyingPzns",
            "url": "/services/underlying-pzns",
            "icon": "hub",
            "access": null
          },
          {
            "id": "services-product-master",
            "type": "item",
            "title": "page.services.productMaster",
            "url": "/services/product-master",
            "icon": "inventory",
            "access": null
          },
          {
            "id": "services-bulk-upload",
            "type": "item",
            "title": "page.services.bulkUpload",
            "url": "/services/bulk-upload",
            "icon": "upload-file",
            "access": null
          }
        ]
      }
    ]
  },
  {
    "id": "ai-services",
    "type": "group",
    "title": "menu.aiServices",
    "access": null,
    "children": [
      {
        "id": "internal-chatbots",
        "type": "collapse",
        "title": "menu.internalChatbots",
        "icon": "chat",
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
        },
        "children": [
          {
            "id": "igepha-internal-chatbot",
            "type": "item",
            "title": "page.igephaInternalChatbot",
            "url": "/ai-services/igepha-internal-chatbot/igepha-internal",
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
            "type": "item",
            "title": "page.bpiInternalChatbot",
            "url": "/ai-services/bpi-internal-chatbot/bpi-all",
            "access": {
              "anyOf": [
                {
                  "groups": [
                    "BPI"
                  ]
                }
              ]
            }
          }
        ]
      },
      {
        "id": "external-chatbots",
        "type": "collapse",
        "title": "menu.externalChatbots",
        "icon": "forum",
        "access": null,
        "children": [
          {
            "id": "igepha-external-chatbot",
            "type": "item",
            "title": "page.igephaExternalChatbot",
            "url": "/ai-services/igepha-external-chatbot/igepha-all",
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
            "id": "bpi-external-chatbot",
            "type": "item",
            "title": "page.bpiExternalChatbot",
            "url": "/ai-services/bpi-external-chatbot/bpi-files",
            "access": {
              "anyOf": [
                {
                  "groups": [
                    "BPI"
                  ]
                }
              ]
            }
          }
        ]
      },
      {
        "id": "my-workspace",
        "type": "collapse",
        "title": "menu.myWorkspace",
        "icon": "workspaces",
        "access": null,
        "children": [
          {
            "id": "create-assistant",
            "type": "item",
            "title": "page.createAssistant",
            "url": "/ai-services/create-assistant",
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
            "type": "item",
            "title": "page.assistantModels",
            "url": "/ai-services/assistant-models",
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
            "id": "chat-history-dynamic",
            "type": "item",
            "title": "page.chatHistoryDynamic",
            "url": "/ai-services/chat-history-dynamic",
            "access": null
          },
          {
            "id": "tile-history-dynamic",
            "type": "item",
            "title": "page.tileHistoryDynamic",
            "url": "/ai-services/tile-history-dynamic",
            "access": null
          },
          {
            "id": "chat-history",
            "type": "item",
            "title": "page.chatHistory",
            "url": "/ai-services/chat-history",
            "access": null
          },
          {
            "id": "tile-prompt-library",
            "type": "item",
            "title": "page.tilePromptLibrary",
            "url": "/ai-services/tile-prompt-library",
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
            "type": "item",
            "title": "page.responseOptimizationPromptsManager",
            "url": "/ai-services/tile-prompt-library/response-optimization-prompts-manager",
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
            "id": "team-activity",
            "type": "item",
            "title": "page.teamActivity",
            "url": "/ai-services/team-activity",
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
            "type": "item",
            "title": "page.chcmateTeamActivity",
            "url": "/ai-services/chcmate-team-activity",
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
            "type": "item",
            "title": "page.aiGeneratedFaq",
            "url": "/ai-services/ai-generated-faq",
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
            "id": "data-pool",
            "type": "item",
            "title": "page.dataPool",
            "url": "/ai-services/data-pool",
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
            "id": "mailchimp-library",
            "type": "item",
            "title": "page.mailchimpLibrary",
            "url": "/ai-services/mailchimp-library",
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
          }
        ]
      },
      {
        "id": "medicine-check",
        "type": "collapse",
        "title": "menu.medicineCheck",
        "icon": "medication",
        "access": {
          "anyOf": [
            {
              "groups": [
                "DEMO"
              ]
            }
          ]
        },
        "children": [
          {
            "id": "manage-medicheck-media",
            "type": "item",
            "title": "page.manageMedicheckMedia",
            "url": "/ai-services/manage-medicheck-media",
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
            "type": "item",
            "title": "page.medichekEditPrompt",
            "url": "/ai-services/medichek-edit-prompt",
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
            "type": "item",
            "title": "page.medichekAnalysis",
            "url": "/ai-services/medichek-analysis",
            "access": null
          },
          {
            "id": "medicheck-keywords-analysis",
            "type": "item",
            "title": "page.medicheckKeywordsAnalysis",
            "url": "/ai-services/medicheck-keywords-analysis",
            "access": null
          },
          {
            "id": "medichek-notifications",
            "type": "item",
            "title": "page.medichekNotifications",
            "url": "/ai-services/medichek-notifications",
            "disabled": true,
            "access": null
          }
        ]
      },
      {
        "id": "ai-visibility",
        "type": "collapse",
        "title": "menu.aiVisibility",
        "icon": "visibility",
        "access": {
          "anyOf": [
            {
              "groups": [
                "PARENT"
              ]
            }
          ]
        },
        "children": [
          {
            "id": "ai-visibility-settings",
            "type": "item",
            "title": "page.aiVisibilitySettings",
            "url": "/ai-services/ai-visibility-settings",
            "access": null
          },
          {
            "id": "ai-visibility-prompts-manager",
            "type": "item",
            "title": "page.aiVisibilityPromptsManager",
            "url": "/ai-services/ai-visibility-prompts-manager",
            "access": null
          },
          {
            "id": "ai-visibility-analysis",
            "type": "item",
            "title": "page.aiVisibilityAnalysis",
            "url": "/ai-services/ai-visibility-analysis",
            "access": null
          }
        ]
      },
      {
        "id": "podcast-analyser",
        "type": "item",
        "title": "page.podcastAnalyser",
        "url": "/ai-services/podcast-analyser",
        "icon": "podcasts",
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
        "id": "voice-ai",
        "type": "collapse",
        "title": "menu.voiceAi",
        "icon": "record-voice",
        "access": {
          "anyOf": [
            {
              "groups": [
                "DEMO"
              ]
            }
          ]
        },
        "children": [
          {
            "id": "voice-ai-setup",
            "type": "item",
            "title": "page.voiceAiSetup",
            "url": "/ai-services/voice-ai-setup",
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
            "type": "item",
            "title": "page.voiceAiResults",
            "url": "/ai-services/voice-ai-results",
            "access": null
          }
        ]
      },
      {
        "id": "pub-med-chatbot",
        "type": "item",
        "title": "page.pubMedChatbot",
        "url": "/ai-services/pub-med-chatbot",
        "icon": "science",
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
        "id": "corporate-influencing",
        "type": "item",
        "title": "page.corporateInfluencing",
        "url": "/ai-services/corporate-influencing",
        "icon": "campaign",
        "access": {
          "anyOf": [
            {
              "groups": [
                "DEMO"
              ]
            }
          ]
        }
      }
    ]
  }
]

export const profileMenu: readonly CompiledMenuEntry[] = [
  {
    "id": "profile-user-settings",
    "type": "item",
    "title": "page.userSettings",
    "url": "/user/settings",
    "icon": "settings",
    "access": null
  },
  {
    "id": "profile-logo-settings",
    "type": "item",
    "title": "page.logoSettings",
    "url": "/user/logo-settings",
    "icon": "image",
    "access": {
      "anyOf": [
        {
          "groups": [
            "PARENT"
          ]
        }
      ]
    }
  }
]
