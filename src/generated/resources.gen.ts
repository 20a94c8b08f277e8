// Generated from manifest/*.yaml (resources) by src/compiler - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

import type { CompiledResource } from '../shared/manifest/resource-types.ts'

/** The product-data lists, dependencies first: load or seed them in this order. */
export const resources = [
  {
    "id": "countries",
    "path": "/services/countries",
    "title": "page.services.countries",
    "itemTitle": "resource.country",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "code"
    ],
    "naturalKeyPaths": [
      "code"
    ],
    "display": {
      "de": [
        "code",
        "nameDe"
      ],
      "en": [
        "code",
        "nameEn"
      ],
      "fr": [
        "code",
        "nameFr"
      ]
    },
    "fields": [
      {
        "name": "code",
        "type": "string",
        "format": "countryCode",
        "label": "field.code",
        "required": true,
        "unique": true,
        "column": "code",
        "maxLength": 2
      },
      {
        "name": "nameDe",
        "type": "string",
        "label": "field.nameDe",
        "required": true,
        "unique": false,
        "column": "name_de",
        "maxLength": 100
      },
      {
        "name": "nameEn",
        "type": "string",
        "label": "field.nameEn",
        "required": true,
        "unique": false,
        "column": "name_en",
        "maxLength": 100
      },
      {
        "name": "nameFr",
        "type": "string",
        "label": "field.nameFr",
        "required": true,
        "unique": false,
        "column": "name_fr",
        "maxLength": 100
      },
      {
        "name": "identifierScheme",
        "type": "enum",
        "label": "field.identifierScheme",
        "required": true,
        "unique": false,
        "column": "identifier_scheme",
        "values": [
          {
            "value": "pzn8",
            "label": "value.identifierScheme.pzn8"
          },
          {
            "value": "pznAt",
            "label": "value.identifierScheme.pznAt"
          },
          {
            "value": "cip13Acl13",
            "label": "value.identifierScheme.cip13Acl13"
          },
          {
            "value": "ean13",
            "label": "value.identifierScheme.ean13"
          }
        ]
      },
      {
        "name": "currency",
        "type": "string",
        "pattern": "^[A-Z]{3}$",
        "label": "field.currency",
        "required": true,
        "unique": false,
        "column": "currency",
        "maxLength": 3
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "code",
        "nameDe",
        "nameEn",
        "nameFr",
        "identifierScheme",
        "currency"
      ],
      "filters": [
        "identifierScheme",
        "currency"
      ],
      "search": [
        "code",
        "nameDe",
        "nameEn",
        "nameFr"
      ],
      "sort": {
        "field": "code",
        "order": "asc"
      },
      "sortable": [
        "code",
        "nameDe",
        "nameEn",
        "nameFr",
        "identifierScheme",
        "currency",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "countries",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "code",
          "column": "code",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "nameDe",
          "column": "name_de",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "nameEn",
          "column": "name_en",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "nameFr",
          "column": "name_fr",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "identifierScheme",
          "column": "identifier_scheme",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "currency",
          "column": "currency",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "countries_natural_key",
          "columns": [
            "code"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "countries_identifier_scheme_idx",
          "columns": [
            "identifier_scheme",
            "id"
          ]
        },
        {
          "name": "countries_currency_idx",
          "columns": [
            "currency",
            "id"
          ]
        },
        {
          "name": "countries_code_idx",
          "columns": [
            "code",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "companies",
    "path": "/services/companies",
    "title": "page.services.companies",
    "itemTitle": "resource.company",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "name"
    ],
    "naturalKeyPaths": [
      "name"
    ],
    "display": {
      "de": [
        "name"
      ],
      "en": [
        "name"
      ],
      "fr": [
        "name"
      ]
    },
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": true,
        "column": "name",
        "maxLength": 200
      },
      {
        "name": "country",
        "type": "reference",
        "to": "countries",
        "label": "field.country",
        "required": true,
        "unique": false,
        "column": "country"
      },
      {
        "name": "website",
        "type": "string",
        "pattern": "^https?://",
        "label": "field.website",
        "required": false,
        "unique": false,
        "column": "website",
        "maxLength": 300
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "name",
        "country",
        "website"
      ],
      "filters": [
        "country"
      ],
      "search": [
        "name"
      ],
      "sort": {
        "field": "name",
        "order": "asc"
      },
      "sortable": [
        "name",
        "website",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "companies",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "country",
          "column": "country",
          "sqlType": "uuid",
          "notNull": true,
          "references": "countries"
        },
        {
          "field": "website",
          "column": "website",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "companies_natural_key",
          "columns": [
            "name"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "companies_country_idx",
          "columns": [
            "country",
            "id"
          ]
        },
        {
          "name": "companies_name_idx",
          "columns": [
            "name",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "manufacturers",
    "path": "/services/manufacturers",
    "title": "page.services.manufacturers",
    "itemTitle": "resource.manufacturer",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "name"
    ],
    "naturalKeyPaths": [
      "name"
    ],
    "display": {
      "de": [
        "name"
      ],
      "en": [
        "name"
      ],
      "fr": [
        "name"
      ]
    },
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": true,
        "column": "name",
        "maxLength": 200
      },
      {
        "name": "country",
        "type": "reference",
        "to": "countries",
        "label": "field.country",
        "required": true,
        "unique": false,
        "column": "country"
      },
      {
        "name": "company",
        "type": "reference",
        "to": "companies",
        "label": "field.company",
        "required": false,
        "unique": false,
        "column": "company"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "name",
        "country",
        "company"
      ],
      "filters": [
        "country",
        "company"
      ],
      "search": [
        "name"
      ],
      "sort": {
        "field": "name",
        "order": "asc"
      },
      "sortable": [
        "name",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "manufacturers",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "country",
          "column": "country",
          "sqlType": "uuid",
          "notNull": true,
          "references": "countries"
        },
        {
          "field": "company",
          "column": "company",
          "sqlType": "uuid",
          "notNull": false,
          "references": "companies"
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "manufacturers_natural_key",
          "columns": [
            "name"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "manufacturers_country_idx",
          "columns": [
            "country",
            "id"
          ]
        },
        {
          "name": "manufacturers_company_idx",
          "columns": [
            "company",
            "id"
          ]
        },
        {
          "name": "manufacturers_name_idx",
          "columns": [
            "name",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "brands",
    "path": "/services/brands",
    "title": "page.services.brands",
    "itemTitle": "resource.brand",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "manufacturer",
      "name"
    ],
    "naturalKeyPaths": [
      "manufacturer.name",
      "name"
    ],
    "display": {
      "de": [
        "name"
      ],
      "en": [
        "name"
      ],
      "fr": [
        "name"
      ]
    },
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": false,
        "column": "name",
        "maxLength": 200
      },
      {
        "name": "manufacturer",
        "type": "reference",
        "to": "manufacturers",
        "label": "field.manufacturer",
        "required": true,
        "unique": false,
        "column": "manufacturer"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "name",
        "manufacturer"
      ],
      "filters": [
        "manufacturer"
      ],
      "search": [
        "name"
      ],
      "sort": {
        "field": "name",
        "order": "asc"
      },
      "sortable": [
        "name",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "brands",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "manufacturer",
          "column": "manufacturer",
          "sqlType": "uuid",
          "notNull": true,
          "references": "manufacturers"
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "brands_natural_key",
          "columns": [
            "manufacturer",
            "name"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "brands_manufacturer_idx",
          "columns": [
            "manufacturer",
            "id"
          ]
        },
        {
          "name": "brands_name_idx",
          "columns": [
            "name",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "sub-brands",
    "path": "/services/sub-brands",
    "title": "page.services.subBrands",
    "itemTitle": "resource.subBrand",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "brand",
      "name"
    ],
    "naturalKeyPaths": [
      "brand.manufacturer.name",
      "brand.name",
      "name"
    ],
    "display": {
      "de": [
        "name"
      ],
      "en": [
        "name"
      ],
      "fr": [
        "name"
      ]
    },
    "fields": [
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": false,
        "column": "name",
        "maxLength": 200
      },
      {
        "name": "brand",
        "type": "reference",
        "to": "brands",
        "label": "field.brand",
        "required": true,
        "unique": false,
        "column": "brand"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "name",
        "brand"
      ],
      "filters": [
        "brand"
      ],
      "search": [
        "name"
      ],
      "sort": {
        "field": "name",
        "order": "asc"
      },
      "sortable": [
        "name",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "sub_brands",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "brand",
          "column": "brand",
          "sqlType": "uuid",
          "notNull": true,
          "references": "brands"
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "sub_brands_natural_key",
          "columns": [
            "brand",
            "name"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "sub_brands_brand_idx",
          "columns": [
            "brand",
            "id"
          ]
        },
        {
          "name": "sub_brands_name_idx",
          "columns": [
            "name",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "pzns",
    "path": "/services/pzns",
    "title": "page.services.pzns",
    "itemTitle": "resource.pzn",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "pzn"
    ],
    "naturalKeyPaths": [
      "pzn"
    ],
    "display": {
      "de": [
        "pzn",
        "name"
      ],
      "en": [
        "pzn",
        "name"
      ],
      "fr": [
        "pzn",
        "name"
      ]
    },
    "fields": [
      {
        "name": "pzn",
        "type": "identifier",
        "countryField": "country",
        "label": "field.pzn",
        "required": true,
        "unique": true,
        "column": "pzn",
        "kinds": [
          "pzn8",
          "pznAt",
          "cip13",
          "acl13",
          "ean13"
        ]
      },
      {
        "name": "country",
        "type": "reference",
        "to": "countries",
        "label": "field.country",
        "required": true,
        "unique": false,
        "column": "country"
      },
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": false,
        "column": "name",
        "maxLength": 300
      },
      {
        "name": "subBrand",
        "type": "reference",
        "to": "sub-brands",
        "label": "field.subBrand",
        "required": false,
        "unique": false,
        "column": "sub_brand"
      },
      {
        "name": "dosageForm",
        "type": "string",
        "label": "field.dosageForm",
        "required": false,
        "unique": false,
        "column": "dosage_form",
        "maxLength": 80
      },
      {
        "name": "quantity",
        "type": "decimal",
        "min": 0,
        "label": "field.quantity",
        "required": false,
        "unique": false,
        "column": "quantity",
        "scale": 3
      },
      {
        "name": "unit",
        "type": "enum",
        "label": "field.unit",
        "required": false,
        "unique": false,
        "column": "unit",
        "values": [
          {
            "value": "piece",
            "label": "value.unit.piece"
          },
          {
            "value": "g",
            "label": "value.unit.g"
          },
          {
            "value": "ml",
            "label": "value.unit.ml"
          }
        ]
      },
      {
        "name": "packSize",
        "type": "string",
        "label": "field.packSize",
        "required": false,
        "unique": false,
        "column": "pack_size",
        "maxLength": 20
      },
      {
        "name": "dispensingStatus",
        "type": "enum",
        "label": "field.dispensingStatus",
        "required": false,
        "unique": false,
        "column": "dispensing_status",
        "values": [
          {
            "value": "prescription",
            "label": "value.dispensingStatus.prescription"
          },
          {
            "value": "pharmacyOnly",
            "label": "value.dispensingStatus.pharmacyOnly"
          },
          {
            "value": "freeSale",
            "label": "value.dispensingStatus.freeSale"
          }
        ]
      },
      {
        "name": "activeSubstance",
        "type": "string",
        "label": "field.activeSubstance",
        "required": false,
        "unique": false,
        "column": "active_substance",
        "maxLength": 300
      },
      {
        "name": "atcCode",
        "type": "string",
        "pattern": "^[A-Z]([0-9]{2}([A-Z]([A-Z]([0-9]{2})?)?)?)?$",
        "label": "field.atcCode",
        "required": false,
        "unique": false,
        "column": "atc_code",
        "maxLength": 7
      },
      {
        "name": "retailPrice",
        "type": "decimal",
        "min": 0,
        "label": "field.retailPrice",
        "required": false,
        "unique": false,
        "column": "retail_price",
        "scale": 2
      },
      {
        "name": "marketStatus",
        "type": "enum",
        "default": "onMarket",
        "label": "field.marketStatus",
        "required": true,
        "unique": false,
        "column": "market_status",
        "values": [
          {
            "value": "onMarket",
            "label": "value.marketStatus.onMarket"
          },
          {
            "value": "outOfTrade",
            "label": "value.marketStatus.outOfTrade"
          }
        ]
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "pzn",
        "country",
        "name",
        "subBrand",
        "dosageForm",
        "quantity",
        "unit",
        "dispensingStatus",
        "retailPrice",
        "marketStatus"
      ],
      "filters": [
        "country",
        "subBrand",
        "dosageForm",
        "dispensingStatus",
        "atcCode",
        "retailPrice",
        "marketStatus"
      ],
      "search": [
        "pzn",
        "name",
        "activeSubstance",
        "atcCode"
      ],
      "sort": {
        "field": "name",
        "order": "asc"
      },
      "sortable": [
        "pzn",
        "name",
        "dosageForm",
        "dispensingStatus",
        "atcCode",
        "retailPrice",
        "marketStatus"
      ],
      "sortIndexed": true
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "pzns",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "country",
          "column": "country",
          "sqlType": "uuid",
          "notNull": true,
          "references": "countries"
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "subBrand",
          "column": "sub_brand",
          "sqlType": "uuid",
          "notNull": false,
          "references": "sub_brands"
        },
        {
          "field": "dosageForm",
          "column": "dosage_form",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "quantity",
          "column": "quantity",
          "sqlType": "numeric(12,3)",
          "notNull": false
        },
        {
          "field": "unit",
          "column": "unit",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "packSize",
          "column": "pack_size",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "dispensingStatus",
          "column": "dispensing_status",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "activeSubstance",
          "column": "active_substance",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "atcCode",
          "column": "atc_code",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "retailPrice",
          "column": "retail_price",
          "sqlType": "numeric(12,2)",
          "notNull": false
        },
        {
          "field": "marketStatus",
          "column": "market_status",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "pzns_natural_key",
          "columns": [
            "pzn"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "pzns_country_idx",
          "columns": [
            "country",
            "id"
          ]
        },
        {
          "name": "pzns_sub_brand_idx",
          "columns": [
            "sub_brand",
            "id"
          ]
        },
        {
          "name": "pzns_pzn_idx",
          "columns": [
            "pzn",
            "id"
          ]
        },
        {
          "name": "pzns_dosage_form_idx",
          "columns": [
            "dosage_form",
            "id"
          ]
        },
        {
          "name": "pzns_dispensing_status_idx",
          "columns": [
            "dispensing_status",
            "id"
          ]
        },
        {
          "name": "pzns_atc_code_idx",
          "columns": [
            "atc_code",
            "id"
          ]
        },
        {
          "name": "pzns_retail_price_idx",
          "columns": [
            "retail_price",
            "id"
          ]
        },
        {
          "name": "pzns_market_status_idx",
          "columns": [
            "market_status",
            "id"
          ]
        },
        {
          "name": "pzns_name_idx",
          "columns": [
            "name",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "lauer-taxe",
    "path": "/services/lauer-taxe",
    "title": "page.services.lauerTaxe",
    "itemTitle": "resource.lauerTaxe",
    "ownership": "tenant",
    "importOnly": true,
    "naturalKey": [
      "pzn",
      "issueDate"
    ],
    "naturalKeyPaths": [
      "pzn",
      "issueDate"
    ],
    "display": {
      "de": [
        "pzn",
        "issueDate"
      ],
      "en": [
        "pzn",
        "issueDate"
      ],
      "fr": [
        "pzn",
        "issueDate"
      ]
    },
    "fields": [
      {
        "name": "pzn",
        "type": "identifier",
        "label": "field.pzn",
        "required": true,
        "unique": false,
        "column": "pzn",
        "kinds": [
          "pzn8"
        ]
      },
      {
        "name": "issueDate",
        "type": "date",
        "label": "field.issueDate",
        "required": true,
        "unique": false,
        "column": "issue_date"
      },
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": false,
        "unique": false,
        "column": "name",
        "maxLength": 300
      },
      {
        "name": "manufacturerPrice",
        "type": "decimal",
        "min": 0,
        "label": "field.manufacturerPrice",
        "required": false,
        "unique": false,
        "column": "manufacturer_price",
        "scale": 2
      },
      {
        "name": "pharmacyPurchasePrice",
        "type": "decimal",
        "min": 0,
        "label": "field.pharmacyPurchasePrice",
        "required": false,
        "unique": false,
        "column": "pharmacy_purchase_price",
        "scale": 2
      },
      {
        "name": "retailPrice",
        "type": "decimal",
        "min": 0,
        "label": "field.retailPrice",
        "required": false,
        "unique": false,
        "column": "retail_price",
        "scale": 2
      },
      {
        "name": "marketStatus",
        "type": "enum",
        "label": "field.marketStatus",
        "required": true,
        "unique": false,
        "column": "market_status",
        "values": [
          {
            "value": "onMarket",
            "label": "value.marketStatus.onMarket"
          },
          {
            "value": "outOfTrade",
            "label": "value.marketStatus.outOfTrade"
          }
        ]
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "pzn",
        "issueDate",
        "name",
        "manufacturerPrice",
        "pharmacyPurchasePrice",
        "retailPrice",
        "marketStatus"
      ],
      "filters": [
        "issueDate",
        "marketStatus"
      ],
      "search": [
        "pzn",
        "name"
      ],
      "sort": {
        "field": "issueDate",
        "order": "desc"
      },
      "sortable": [
        "pzn",
        "issueDate",
        "name",
        "manufacturerPrice",
        "pharmacyPurchasePrice",
        "retailPrice",
        "marketStatus",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
      "delete": {
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
    "table": {
      "name": "lauer_taxe",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "tenantGroup",
          "column": "tenant_group",
          "sqlType": "text",
          "notNull": true,
          "references": "tenant_groups"
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "issueDate",
          "column": "issue_date",
          "sqlType": "date",
          "notNull": true
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "manufacturerPrice",
          "column": "manufacturer_price",
          "sqlType": "numeric(12,2)",
          "notNull": false
        },
        {
          "field": "pharmacyPurchasePrice",
          "column": "pharmacy_purchase_price",
          "sqlType": "numeric(12,2)",
          "notNull": false
        },
        {
          "field": "retailPrice",
          "column": "retail_price",
          "sqlType": "numeric(12,2)",
          "notNull": false
        },
        {
          "field": "marketStatus",
          "column": "market_status",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "lauer_taxe_natural_key",
          "columns": [
            "tenant_group",
            "pzn",
            "issue_date"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "lauer_taxe_pzn_idx",
          "columns": [
            "tenant_group",
            "pzn",
            "id"
          ]
        },
        {
          "name": "lauer_taxe_issue_date_idx",
          "columns": [
            "tenant_group",
            "issue_date",
            "id"
          ]
        },
        {
          "name": "lauer_taxe_market_status_idx",
          "columns": [
            "tenant_group",
            "market_status",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "keywords",
    "path": "/services/keywords",
    "title": "page.services.keywords",
    "itemTitle": "resource.keyword",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "country",
      "term"
    ],
    "naturalKeyPaths": [
      "country.code",
      "term"
    ],
    "display": {
      "de": [
        "term"
      ],
      "en": [
        "term"
      ],
      "fr": [
        "term"
      ]
    },
    "fields": [
      {
        "name": "term",
        "type": "string",
        "label": "field.term",
        "required": true,
        "unique": false,
        "column": "term",
        "maxLength": 200
      },
      {
        "name": "country",
        "type": "reference",
        "to": "countries",
        "label": "field.country",
        "required": true,
        "unique": false,
        "column": "country"
      },
      {
        "name": "keywordType",
        "type": "enum",
        "label": "field.keywordType",
        "required": true,
        "unique": false,
        "column": "keyword_type",
        "values": [
          {
            "value": "brand",
            "label": "value.keywordType.brand"
          },
          {
            "value": "generic",
            "label": "value.keywordType.generic"
          },
          {
            "value": "symptom",
            "label": "value.keywordType.symptom"
          }
        ]
      },
      {
        "name": "searchVolume",
        "type": "integer",
        "min": 0,
        "label": "field.searchVolume",
        "required": false,
        "unique": false,
        "column": "search_volume"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "term",
        "country",
        "keywordType",
        "searchVolume"
      ],
      "filters": [
        "country",
        "keywordType",
        "searchVolume"
      ],
      "search": [
        "term"
      ],
      "sort": {
        "field": "term",
        "order": "asc"
      },
      "sortable": [
        "term",
        "keywordType",
        "searchVolume",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "keywords",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "term",
          "column": "term",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "country",
          "column": "country",
          "sqlType": "uuid",
          "notNull": true,
          "references": "countries"
        },
        {
          "field": "keywordType",
          "column": "keyword_type",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "searchVolume",
          "column": "search_volume",
          "sqlType": "integer",
          "notNull": false
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "keywords_natural_key",
          "columns": [
            "country",
            "term"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "keywords_country_idx",
          "columns": [
            "country",
            "id"
          ]
        },
        {
          "name": "keywords_keyword_type_idx",
          "columns": [
            "keyword_type",
            "id"
          ]
        },
        {
          "name": "keywords_search_volume_idx",
          "columns": [
            "search_volume",
            "id"
          ]
        },
        {
          "name": "keywords_term_idx",
          "columns": [
            "term",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "keyword-pzns",
    "path": "/services/keyword-pzns",
    "title": "page.services.keywordPzns",
    "itemTitle": "resource.keywordPzn",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "keyword",
      "domain",
      "pzn",
      "observedOn",
      "placement"
    ],
    "naturalKeyPaths": [
      "keyword.country.code",
      "keyword.term",
      "domain",
      "pzn.pzn",
      "observedOn",
      "placement"
    ],
    "display": {
      "de": [
        "domain",
        "observedOn"
      ],
      "en": [
        "domain",
        "observedOn"
      ],
      "fr": [
        "domain",
        "observedOn"
      ]
    },
    "fields": [
      {
        "name": "keyword",
        "type": "reference",
        "to": "keywords",
        "label": "field.keyword",
        "required": true,
        "unique": false,
        "column": "keyword"
      },
      {
        "name": "domain",
        "type": "string",
        "pattern": "^[a-z0-9.-]+\\.[a-z]{2,}$",
        "label": "field.domain",
        "required": true,
        "unique": false,
        "column": "domain",
        "maxLength": 253
      },
      {
        "name": "pzn",
        "type": "reference",
        "to": "pzns",
        "label": "field.pzn",
        "required": true,
        "unique": false,
        "column": "pzn"
      },
      {
        "name": "observedOn",
        "type": "date",
        "label": "field.observedOn",
        "required": true,
        "unique": false,
        "column": "observed_on"
      },
      {
        "name": "placement",
        "type": "enum",
        "label": "field.placement",
        "required": true,
        "unique": false,
        "column": "placement",
        "values": [
          {
            "value": "organic",
            "label": "value.placement.organic"
          },
          {
            "value": "paid",
            "label": "value.placement.paid"
          }
        ]
      },
      {
        "name": "rank",
        "type": "integer",
        "min": 1,
        "label": "field.rank",
        "required": true,
        "unique": false,
        "column": "rank"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "keyword",
        "domain",
        "pzn",
        "placement",
        "rank",
        "observedOn"
      ],
      "filters": [
        "keyword",
        "domain",
        "pzn",
        "placement",
        "observedOn"
      ],
      "search": [
        "domain"
      ],
      "sort": {
        "field": "observedOn",
        "order": "desc"
      },
      "sortable": [
        "domain",
        "observedOn",
        "placement",
        "rank",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "keyword_pzns",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "keyword",
          "column": "keyword",
          "sqlType": "uuid",
          "notNull": true,
          "references": "keywords"
        },
        {
          "field": "domain",
          "column": "domain",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "uuid",
          "notNull": true,
          "references": "pzns"
        },
        {
          "field": "observedOn",
          "column": "observed_on",
          "sqlType": "date",
          "notNull": true
        },
        {
          "field": "placement",
          "column": "placement",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "rank",
          "column": "rank",
          "sqlType": "integer",
          "notNull": true
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "keyword_pzns_natural_key",
          "columns": [
            "keyword",
            "domain",
            "pzn",
            "observed_on",
            "placement"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "keyword_pzns_keyword_idx",
          "columns": [
            "keyword",
            "id"
          ]
        },
        {
          "name": "keyword_pzns_pzn_idx",
          "columns": [
            "pzn",
            "id"
          ]
        },
        {
          "name": "keyword_pzns_domain_idx",
          "columns": [
            "domain",
            "id"
          ]
        },
        {
          "name": "keyword_pzns_placement_idx",
          "columns": [
            "placement",
            "id"
          ]
        },
        {
          "name": "keyword_pzns_observed_on_idx",
          "columns": [
            "observed_on",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "domain-pzns",
    "path": "/services/domain-pzns",
    "title": "page.services.domainPzns",
    "itemTitle": "resource.domainPzn",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "domain",
      "pzn"
    ],
    "naturalKeyPaths": [
      "domain",
      "pzn.pzn"
    ],
    "display": {
      "de": [
        "domain"
      ],
      "en": [
        "domain"
      ],
      "fr": [
        "domain"
      ]
    },
    "fields": [
      {
        "name": "domain",
        "type": "string",
        "pattern": "^[a-z0-9.-]+\\.[a-z]{2,}$",
        "label": "field.domain",
        "required": true,
        "unique": false,
        "column": "domain",
        "maxLength": 253
      },
      {
        "name": "pzn",
        "type": "reference",
        "to": "pzns",
        "label": "field.pzn",
        "required": true,
        "unique": false,
        "column": "pzn"
      },
      {
        "name": "url",
        "type": "string",
        "pattern": "^https?://",
        "label": "field.url",
        "required": false,
        "unique": false,
        "column": "url",
        "maxLength": 2000
      },
      {
        "name": "listed",
        "type": "boolean",
        "default": true,
        "label": "field.listed",
        "required": true,
        "unique": false,
        "column": "listed"
      },
      {
        "name": "price",
        "type": "decimal",
        "min": 0,
        "label": "field.price",
        "required": false,
        "unique": false,
        "column": "price",
        "scale": 2
      },
      {
        "name": "availability",
        "type": "enum",
        "label": "field.availability",
        "required": false,
        "unique": false,
        "column": "availability",
        "values": [
          {
            "value": "inStock",
            "label": "value.availability.inStock"
          },
          {
            "value": "lowStock",
            "label": "value.availability.lowStock"
          },
          {
            "value": "outOfStock",
            "label": "value.availability.outOfStock"
          }
        ]
      },
      {
        "name": "lastSeen",
        "type": "date",
        "label": "field.lastSeen",
        "required": false,
        "unique": false,
        "column": "last_seen"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "domain",
        "pzn",
        "listed",
        "price",
        "availability",
        "lastSeen"
      ],
      "filters": [
        "domain",
        "pzn",
        "listed",
        "availability",
        "lastSeen"
      ],
      "search": [
        "domain",
        "url"
      ],
      "sort": {
        "field": "domain",
        "order": "asc"
      },
      "sortable": [
        "domain",
        "url",
        "listed",
        "price",
        "availability",
        "lastSeen",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "domain_pzns",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "domain",
          "column": "domain",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "uuid",
          "notNull": true,
          "references": "pzns"
        },
        {
          "field": "url",
          "column": "url",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "listed",
          "column": "listed",
          "sqlType": "boolean",
          "notNull": true
        },
        {
          "field": "price",
          "column": "price",
          "sqlType": "numeric(12,2)",
          "notNull": false
        },
        {
          "field": "availability",
          "column": "availability",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "lastSeen",
          "column": "last_seen",
          "sqlType": "date",
          "notNull": false
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "domain_pzns_natural_key",
          "columns": [
            "domain",
            "pzn"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "domain_pzns_pzn_idx",
          "columns": [
            "pzn",
            "id"
          ]
        },
        {
          "name": "domain_pzns_domain_idx",
          "columns": [
            "domain",
            "id"
          ]
        },
        {
          "name": "domain_pzns_listed_idx",
          "columns": [
            "listed",
            "id"
          ]
        },
        {
          "name": "domain_pzns_availability_idx",
          "columns": [
            "availability",
            "id"
          ]
        },
        {
          "name": "domain_pzns_last_seen_idx",
          "columns": [
            "last_seen",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "bundle",
    "path": "/services/bundle",
    "title": "page.services.bundle",
    "itemTitle": "resource.bundle",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "pzn"
    ],
    "naturalKeyPaths": [
      "pzn"
    ],
    "display": {
      "de": [
        "pzn",
        "name"
      ],
      "en": [
        "pzn",
        "name"
      ],
      "fr": [
        "pzn",
        "name"
      ]
    },
    "fields": [
      {
        "name": "pzn",
        "type": "identifier",
        "countryField": "country",
        "label": "field.pzn",
        "required": true,
        "unique": true,
        "column": "pzn",
        "kinds": [
          "pzn8",
          "pznAt",
          "cip13",
          "acl13",
          "ean13"
        ]
      },
      {
        "name": "country",
        "type": "reference",
        "to": "countries",
        "label": "field.country",
        "required": true,
        "unique": false,
        "column": "country"
      },
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": false,
        "column": "name",
        "maxLength": 300
      },
      {
        "name": "bundleType",
        "type": "enum",
        "label": "field.bundleType",
        "required": true,
        "unique": false,
        "column": "bundle_type",
        "values": [
          {
            "value": "multipack",
            "label": "value.bundleType.multipack"
          },
          {
            "value": "promotionSet",
            "label": "value.bundleType.promotionSet"
          }
        ]
      },
      {
        "name": "price",
        "type": "decimal",
        "min": 0,
        "label": "field.price",
        "required": false,
        "unique": false,
        "column": "price",
        "scale": 2
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "pzn",
        "country",
        "name",
        "bundleType",
        "price"
      ],
      "filters": [
        "country",
        "bundleType",
        "price"
      ],
      "search": [
        "pzn",
        "name"
      ],
      "sort": {
        "field": "name",
        "order": "asc"
      },
      "sortable": [
        "pzn",
        "name",
        "bundleType",
        "price",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "bundle",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "country",
          "column": "country",
          "sqlType": "uuid",
          "notNull": true,
          "references": "countries"
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "bundleType",
          "column": "bundle_type",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "price",
          "column": "price",
          "sqlType": "numeric(12,2)",
          "notNull": false
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "bundle_natural_key",
          "columns": [
            "pzn"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "bundle_country_idx",
          "columns": [
            "country",
            "id"
          ]
        },
        {
          "name": "bundle_pzn_idx",
          "columns": [
            "pzn",
            "id"
          ]
        },
        {
          "name": "bundle_bundle_type_idx",
          "columns": [
            "bundle_type",
            "id"
          ]
        },
        {
          "name": "bundle_price_idx",
          "columns": [
            "price",
            "id"
          ]
        },
        {
          "name": "bundle_name_idx",
          "columns": [
            "name",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "underlying-pzns",
    "path": "/services/underlying-pzns",
    "title": "page.services.underlyingPzns",
    "itemTitle": "resource.underlyingPzn",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "bundle",
      "pzn"
    ],
    "naturalKeyPaths": [
      "bundle.pzn",
      "pzn.pzn"
    ],
    "display": {
      "de": [
        "quantity"
      ],
      "en": [
        "quantity"
      ],
      "fr": [
        "quantity"
      ]
    },
    "fields": [
      {
        "name": "bundle",
        "type": "reference",
        "to": "bundle",
        "label": "field.bundle",
        "required": true,
        "unique": false,
        "column": "bundle"
      },
      {
        "name": "pzn",
        "type": "reference",
        "to": "pzns",
        "label": "field.pzn",
        "required": true,
        "unique": false,
        "column": "pzn"
      },
      {
        "name": "quantity",
        "type": "integer",
        "min": 1,
        "label": "field.quantity",
        "required": true,
        "unique": false,
        "column": "quantity"
      }
    ],
    "derived": [
      {
        "name": "unitPrice",
        "type": "decimal",
        "label": "field.unitPrice",
        "scale": 2,
        "operation": "divide",
        "operands": [
          {
            "reference": "bundle",
            "field": "price"
          },
          {
            "field": "quantity"
          }
        ]
      },
      {
        "name": "singlePrice",
        "type": "decimal",
        "label": "field.singlePrice",
        "scale": 2,
        "operation": "value",
        "operands": [
          {
            "reference": "pzn",
            "field": "retailPrice"
          }
        ]
      },
      {
        "name": "saving",
        "type": "decimal",
        "label": "field.saving",
        "scale": 2,
        "operation": "subtract",
        "operands": [
          {
            "derived": "singlePrice"
          },
          {
            "derived": "unitPrice"
          }
        ]
      },
      {
        "name": "savingPercent",
        "type": "decimal",
        "label": "field.savingPercent",
        "scale": 1,
        "operation": "percent",
        "operands": [
          {
            "derived": "saving"
          },
          {
            "derived": "singlePrice"
          }
        ]
      }
    ],
    "list": {
      "columns": [
        "bundle",
        "pzn",
        "quantity",
        "unitPrice",
        "singlePrice",
        "saving",
        "savingPercent"
      ],
      "filters": [
        "bundle",
        "pzn"
      ],
      "search": [
        "bundle",
        "pzn"
      ],
      "sort": {
        "field": "bundle",
        "order": "asc"
      },
      "sortable": [
        "bundle",
        "quantity",
        "unitPrice",
        "singlePrice",
        "saving",
        "savingPercent",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "underlying_pzns",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "bundle",
          "column": "bundle",
          "sqlType": "uuid",
          "notNull": true,
          "references": "bundle"
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "uuid",
          "notNull": true,
          "references": "pzns"
        },
        {
          "field": "quantity",
          "column": "quantity",
          "sqlType": "integer",
          "notNull": true
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "underlying_pzns_natural_key",
          "columns": [
            "bundle",
            "pzn"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "underlying_pzns_bundle_idx",
          "columns": [
            "bundle",
            "id"
          ]
        },
        {
          "name": "underlying_pzns_pzn_idx",
          "columns": [
            "pzn",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "my-markets",
    "path": "/services/my-markets",
    "title": "page.services.myMarkets",
    "itemTitle": "resource.myMarket",
    "ownership": "tenant",
    "importOnly": false,
    "naturalKey": [
      "market",
      "brand",
      "pzn"
    ],
    "naturalKeyPaths": [
      "market",
      "brand.manufacturer.name",
      "brand.name",
      "pzn.pzn"
    ],
    "requireAnyOf": [
      "brand",
      "pzn"
    ],
    "display": {
      "de": [
        "market"
      ],
      "en": [
        "market"
      ],
      "fr": [
        "market"
      ]
    },
    "fields": [
      {
        "name": "market",
        "type": "string",
        "label": "field.market",
        "required": true,
        "unique": false,
        "column": "market",
        "maxLength": 100
      },
      {
        "name": "brand",
        "type": "reference",
        "to": "brands",
        "label": "field.brand",
        "required": false,
        "unique": false,
        "column": "brand"
      },
      {
        "name": "pzn",
        "type": "reference",
        "to": "pzns",
        "label": "field.pzn",
        "required": false,
        "unique": false,
        "column": "pzn"
      },
      {
        "name": "role",
        "type": "enum",
        "default": "competitor",
        "label": "field.role",
        "required": true,
        "unique": false,
        "column": "role",
        "values": [
          {
            "value": "own",
            "label": "value.role.own"
          },
          {
            "value": "competitor",
            "label": "value.role.competitor"
          }
        ]
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "market",
        "brand",
        "pzn",
        "role"
      ],
      "filters": [
        "market",
        "brand",
        "pzn",
        "role"
      ],
      "search": [
        "market"
      ],
      "sort": {
        "field": "market",
        "order": "asc"
      },
      "sortable": [
        "market",
        "role",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
      "delete": {
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
    "table": {
      "name": "my_markets",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "tenantGroup",
          "column": "tenant_group",
          "sqlType": "text",
          "notNull": true,
          "references": "tenant_groups"
        },
        {
          "field": "market",
          "column": "market",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "brand",
          "column": "brand",
          "sqlType": "uuid",
          "notNull": false,
          "references": "brands"
        },
        {
          "field": "pzn",
          "column": "pzn",
          "sqlType": "uuid",
          "notNull": false,
          "references": "pzns"
        },
        {
          "field": "role",
          "column": "role",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "my_markets_natural_key",
          "columns": [
            "tenant_group",
            "market",
            "brand",
            "pzn"
          ],
          "nullsNotDistinct": true
        }
      ],
      "indexes": [
        {
          "name": "my_markets_brand_idx",
          "columns": [
            "tenant_group",
            "brand",
            "id"
          ]
        },
        {
          "name": "my_markets_pzn_idx",
          "columns": [
            "tenant_group",
            "pzn",
            "id"
          ]
        },
        {
          "name": "my_markets_market_idx",
          "columns": [
            "tenant_group",
            "market",
            "id"
          ]
        },
        {
          "name": "my_markets_role_idx",
          "columns": [
            "tenant_group",
            "role",
            "id"
          ]
        }
      ]
    }
  },
  {
    "id": "product-master",
    "path": "/services/product-master",
    "title": "page.services.productMaster",
    "itemTitle": "resource.productMaster",
    "ownership": "reference",
    "importOnly": false,
    "naturalKey": [
      "code"
    ],
    "naturalKeyPaths": [
      "code"
    ],
    "display": {
      "de": [
        "code",
        "name"
      ],
      "en": [
        "code",
        "name"
      ],
      "fr": [
        "code",
        "name"
      ]
    },
    "fields": [
      {
        "name": "code",
        "type": "string",
        "pattern": "^[A-Z0-9-]+$",
        "label": "field.code",
        "required": true,
        "unique": true,
        "column": "code",
        "maxLength": 20
      },
      {
        "name": "name",
        "type": "string",
        "label": "field.name",
        "required": true,
        "unique": false,
        "column": "name",
        "maxLength": 300
      },
      {
        "name": "brand",
        "type": "reference",
        "to": "brands",
        "label": "field.brand",
        "required": false,
        "unique": false,
        "column": "brand"
      },
      {
        "name": "dosageForm",
        "type": "string",
        "label": "field.dosageForm",
        "required": false,
        "unique": false,
        "column": "dosage_form",
        "maxLength": 80
      },
      {
        "name": "strength",
        "type": "string",
        "label": "field.strength",
        "required": false,
        "unique": false,
        "column": "strength",
        "maxLength": 60
      },
      {
        "name": "packSize",
        "type": "string",
        "label": "field.packSize",
        "required": false,
        "unique": false,
        "column": "pack_size",
        "maxLength": 20
      },
      {
        "name": "pznDe",
        "type": "reference",
        "to": "pzns",
        "where": {
          "country": "DE"
        },
        "label": "field.pznDe",
        "required": false,
        "unique": true,
        "column": "pzn_de"
      },
      {
        "name": "pznAt",
        "type": "reference",
        "to": "pzns",
        "where": {
          "country": "AT"
        },
        "label": "field.pznAt",
        "required": false,
        "unique": true,
        "column": "pzn_at"
      },
      {
        "name": "cip13",
        "type": "reference",
        "to": "pzns",
        "where": {
          "country": "FR"
        },
        "label": "field.cip13",
        "required": false,
        "unique": true,
        "column": "cip13"
      }
    ],
    "derived": [],
    "list": {
      "columns": [
        "code",
        "name",
        "brand",
        "strength",
        "packSize",
        "pznDe",
        "pznAt",
        "cip13"
      ],
      "filters": [
        "brand",
        "dosageForm"
      ],
      "search": [
        "code",
        "name",
        "strength"
      ],
      "sort": {
        "field": "code",
        "order": "asc"
      },
      "sortable": [
        "code",
        "name",
        "dosageForm",
        "strength",
        "packSize",
        "createdAt",
        "updatedAt"
      ],
      "sortIndexed": false
    },
    "access": {
      "read": null,
      "write": {
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
          }
        ]
      },
      "delete": {
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
    "table": {
      "name": "product_master",
      "columns": [
        {
          "field": "id",
          "column": "id",
          "sqlType": "uuid",
          "notNull": true,
          "primaryKey": true
        },
        {
          "field": "code",
          "column": "code",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "name",
          "column": "name",
          "sqlType": "text",
          "notNull": true
        },
        {
          "field": "brand",
          "column": "brand",
          "sqlType": "uuid",
          "notNull": false,
          "references": "brands"
        },
        {
          "field": "dosageForm",
          "column": "dosage_form",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "strength",
          "column": "strength",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "packSize",
          "column": "pack_size",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "pznDe",
          "column": "pzn_de",
          "sqlType": "uuid",
          "notNull": false,
          "references": "pzns"
        },
        {
          "field": "pznAt",
          "column": "pzn_at",
          "sqlType": "uuid",
          "notNull": false,
          "references": "pzns"
        },
        {
          "field": "cip13",
          "column": "cip13",
          "sqlType": "uuid",
          "notNull": false,
          "references": "pzns"
        },
        {
          "field": "createdAt",
          "column": "created_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "updatedAt",
          "column": "updated_at",
          "sqlType": "timestamptz",
          "notNull": true
        },
        {
          "field": "createdBy",
          "column": "created_by",
          "sqlType": "text",
          "notNull": false
        },
        {
          "field": "updatedBy",
          "column": "updated_by",
          "sqlType": "text",
          "notNull": false
        }
      ],
      "uniqueIndexes": [
        {
          "name": "product_master_natural_key",
          "columns": [
            "code"
          ],
          "nullsNotDistinct": false
        },
        {
          "name": "product_master_pzn_de_key",
          "columns": [
            "pzn_de"
          ],
          "nullsNotDistinct": false
        },
        {
          "name": "product_master_pzn_at_key",
          "columns": [
            "pzn_at"
          ],
          "nullsNotDistinct": false
        },
        {
          "name": "product_master_cip13_key",
          "columns": [
            "cip13"
          ],
          "nullsNotDistinct": false
        }
      ],
      "indexes": [
        {
          "name": "product_master_brand_idx",
          "columns": [
            "brand",
            "id"
          ]
        },
        {
          "name": "product_master_pzn_de_idx",
          "columns": [
            "pzn_de",
            "id"
          ]
        },
        {
          "name": "product_master_pzn_at_idx",
          "columns": [
            "pzn_at",
            "id"
          ]
        },
        {
          "name": "product_master_cip13_idx",
          "columns": [
            "cip13",
            "id"
          ]
        },
        {
          "name": "product_master_dosage_form_idx",
          "columns": [
            "dosage_form",
            "id"
          ]
        },
        {
          "name": "product_master_code_idx",
          "columns": [
            "code",
            "id"
          ]
        }
      ]
    }
  }
] as const satisfies readonly CompiledResource[]
export type ResourceId = (typeof resources)[number]['id']

