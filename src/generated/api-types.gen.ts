// Generated from schema/openapi.yaml by openapi-typescript (scripts/generate.ts) - do not edit.
// Regenerate with: npm run generate
/* eslint-disable */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["auth-signin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["auth-get-user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["auth-signout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["me-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["me-update"];
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["me-change-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["users-list"];
        put?: never;
        post: operations["users-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get: operations["users-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["users-update"];
        trace?: never;
    };
    "/api/users/{userId}/password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["users-reset-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Lifts the sign-in throttle of the account - its failed sign-ins from every address stop counting. Authorised like other changes of the user; audited as user.unlocked. */
        post: operations["users-unlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["audit-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{resource}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: components["parameters"]["ResourceParam"];
            };
            cookie?: never;
        };
        get: operations["resources-list"];
        put?: never;
        post: operations["resources-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{resource}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: components["parameters"]["ResourceParam"];
            };
            cookie?: never;
        };
        get: operations["resources-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resources/{resource}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: components["parameters"]["ResourceParam"];
                id: components["parameters"]["RowId"];
            };
            cookie?: never;
        };
        get: operations["resources-get"];
        put?: never;
        post?: never;
        delete: operations["resources-delete"];
        options?: never;
        head?: never;
        patch: operations["resources-update"];
        trace?: never;
    };
    "/api/bulk-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["bulk-uploads-list"];
        put?: never;
        /** @description Starts validating a CSV or XLSX file; poll bulk-uploads-get until status is validated or failed. Without mapping, the one last used for this list and group applies, else headers named like the columns. The file is read in a worker with a heap and a time limit, an XLSX's zip directory checked first (entries, unpacked size, compression ratio); at most 250,000 rows and 500 columns; every header named once. A group may have BULK_UPLOAD_PENDING_LIMIT jobs not yet committed or failed. */
        post: operations["bulk-uploads-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-uploads/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get: operations["bulk-uploads-get"];
        put?: never;
        post?: never;
        /** @description Deletes a job with its file and report (jobs are deleted by themselves after BULK_UPLOAD_RETENTION_DAYS). Not while it is validating or committing. */
        delete: operations["bulk-uploads-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-uploads/{jobId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get: operations["bulk-uploads-preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-uploads/{jobId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get: operations["bulk-uploads-report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-uploads/{jobId}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Writes every row in one transaction (all or nothing), upserting by natural key; poll bulk-uploads-get until committed or failed. */
        post: operations["bulk-uploads-commit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["knowledge-collections-list"];
        put?: never;
        post: operations["knowledge-collections-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/collections/{collectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["KnowledgeCollectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes the collection with its files, their bytes and passages */
        delete: operations["knowledge-collections-delete"];
        options?: never;
        head?: never;
        patch: operations["knowledge-collections-update"];
        trace?: never;
    };
    "/api/knowledge/collections/{collectionId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["KnowledgeCollectionId"];
            };
            cookie?: never;
        };
        get: operations["knowledge-collections-search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["knowledge-files-list"];
        put?: never;
        /** @description The file's bytes as the body (application/octet-stream); where it goes in the query: exactly one of collectionId (ADMIN and up), threadId (the thread's owner), assistantId (admins). Refusals: 415 knowledge.typeNotAllowed, 413 knowledge.fileTooLarge or knowledge.quotaExceeded, 422 knowledge.* when the content does not match its extension or cannot be read */
        post: operations["knowledge-files-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        get: operations["knowledge-files-get"];
        put?: never;
        post?: never;
        /** @description Deletes the file, its bytes and its passages together */
        delete: operations["knowledge-files-delete"];
        options?: never;
        head?: never;
        patch: operations["knowledge-files-update"];
        trace?: never;
    };
    "/api/knowledge/files/{fileId}/reindex": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["knowledge-files-reindex"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/files/{fileId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        /** @description The stored bytes with the stored media type, as an attachment (nosniff) */
        get: operations["knowledge-files-content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/chunks/{chunkId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chunkId: number;
            };
            cookie?: never;
        };
        get: operations["knowledge-chunks-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["knowledge-usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            message: string;
            code?: string;
            errorId?: string;
            fieldErrors?: {
                [key: string]: components["schemas"]["FieldError"];
            };
        };
        FieldError: {
            /** @description Stable code such as password.tooShort or email.taken */
            code: string;
            /** @description English text; clients show their own translation of code */
            message: string;
            /**
             * @description The values the text of `code` needs, given when it has any: `expected` and `actual` of a wrong
             *     check digit (pzn8.checkDigit), `maxLength` of validation.tooLong, `min`/`max` of
             *     validation.tooSmall/tooLarge, `resource` of reference.notFound, `line` of upload.duplicateInFile, ...
             */
            params?: {
                [key: string]: string | number;
            };
        };
        /** @enum {string} */
        Role: "ROOT" | "ADMIN" | "WRITE" | "READ";
        /** @enum {string} */
        Group: "PARENT" | "DEMO" | "BPI" | "IGEPHA" | "NERES" | "ALEXION";
        Features: "expertMode"[];
        SessionUser: {
            id: string;
            username: string;
            email: string;
            role: components["schemas"]["Role"];
            group: components["schemas"]["Group"];
            features: string[];
        };
        SignInResponse: {
            token: string;
            id: string;
            username: string;
            email: string;
            role: components["schemas"]["Role"];
            group: components["schemas"]["Group"];
            features: string[];
        };
        User: {
            id: string;
            username: string;
            email: string;
            role: components["schemas"]["Role"];
            group: components["schemas"]["Group"];
            features: string[];
            disabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description User lists and GET /api/users/{userId} only - failed sign-ins of the last 15 minutes, from every address */
            recentSigninFailures?: number;
            /**
             * Format: date-time
             * @description User lists and GET /api/users/{userId} only - when the last sign-in throttle on the account ends (one address's 10 failures, or the account's delay); null when none applies
             */
            signinThrottledUntil?: string | null;
        };
        UserPage: {
            items: components["schemas"]["User"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AuditEntry: {
            id: string;
            /** Format: date-time */
            at: string;
            actorId: string | null;
            actorEmail: string | null;
            tenant: string | null;
            /** @description The tenant of the user acted on when it is not the actor's; the entry shows in that tenant's log too */
            targetTenant: string | null;
            clientIp: string | null;
            action: string;
            target: string | null;
            /** @enum {string} */
            result: "success" | "failure" | "denied";
            detail: {
                [key: string]: unknown;
            } | null;
            /** @description How often this entry happened; identical refusals within one minute share one entry */
            count: number;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            total: number;
            page: number;
            pageSize: number;
        };
        Username: string;
        Email: string;
        Password: string;
        /**
         * @description A list of manifest/resources.yaml
         * @enum {string}
         */
        ResourceId: "countries" | "companies" | "manufacturers" | "brands" | "sub-brands" | "pzns" | "lauer-taxe" | "keywords" | "keyword-pzns" | "domain-pzns" | "bundle" | "underlying-pzns" | "my-markets" | "product-master";
        /** @description A row: id, the fields of the list (decimals as numbers, dates YYYY-MM-DD, references as the target id), labels (display text of each reference), tenantGroup (tenant-owned lists), createdAt, updatedAt, createdBy, updatedBy, and the list's derived fields (manifest `derived`: numbers or null, computed when read, never stored; underlying-pzns: unitPrice, singlePrice, saving, savingPercent) */
        ResourceRow: {
            /** Format: uuid */
            id: string;
            labels: {
                [key: string]: string | null;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ResourcePage: {
            items: components["schemas"]["ResourceRow"][];
            total: number;
            page: number;
            pageSize: number;
            /** @description Opaque; pass it as `cursor` (same sort, search and filters) for the page after this one, which then costs the same however deep it is. Null on the last page */
            nextCursor: string | null;
        };
        BulkUpload: {
            /** Format: uuid */
            id: string;
            resource: components["schemas"]["ResourceId"];
            fileName: string;
            /** @enum {string} */
            fileFormat: "csv" | "xlsx";
            /**
             * @description The text encoding a CSV was read in (detected, or chosen at upload); null for XLSX
             * @enum {string|null}
             */
            encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | null;
            /**
             * @description validated with rejectedRows > 0 cannot be committed; fix the file and upload it again
             * @enum {string}
             */
            status: "validating" | "validated" | "committing" | "committed" | "failed";
            totalRows: number;
            /** @description Rows checked so far (progress): by the validation, and again by the re-check a commit starts with */
            processedRows: number;
            /** @description Rows the commit has written so far (progress of status committing), of inserted + updated; every 10,000 rows */
            writtenRows: number;
            validRows: number;
            rejectedRows: number;
            /** @description Rows that are new (after validation: would be inserted; after commit: were) */
            inserted: number;
            updated: number;
            unchanged: number;
            /** @description The file's header row */
            headers: string[];
            /** @description The columns the list takes: field names, references as their natural key (country.code) */
            columns: string[];
            /** @description File header -> column */
            mapping: {
                [key: string]: string;
            };
            message: string | null;
            createdBy: string;
            createdByEmail: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        TextEncoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";
        /** @description A job as lists show it, without the file's headers, the mapping and the list's columns (bulk-uploads-get has them) */
        BulkUploadListItem: {
            /** Format: uuid */
            id: string;
            resource: components["schemas"]["ResourceId"];
            fileName: string;
            /** @enum {string} */
            fileFormat: "csv" | "xlsx";
            /** @enum {string|null} */
            encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1252" | null;
            /** @enum {string} */
            status: "validating" | "validated" | "committing" | "committed" | "failed";
            totalRows: number;
            processedRows: number;
            writtenRows: number;
            validRows: number;
            rejectedRows: number;
            inserted: number;
            updated: number;
            unchanged: number;
            message: string | null;
            createdBy: string;
            createdByEmail: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BulkUploadPage: {
            items: components["schemas"]["BulkUploadListItem"][];
            total: number;
            page: number;
            pageSize: number;
        };
        BulkUploadRow: {
            /** @description Line in the file (the header is line 1) */
            line: number;
            /** @enum {string} */
            action: "insert" | "update" | "unchanged" | "rejected";
            /** @description Cells by column */
            values: {
                [key: string]: string;
            };
            errors: {
                [key: string]: components["schemas"]["FieldError"];
            };
        };
        KnowledgeCollection: {
            id: string;
            name: string;
            description: string;
            /** @description Internal collections feed the internal-sources mode and are visible from WRITE up */
            internal: boolean;
            fileCount: number;
            /** @description Assistants narrowed to this collection (assistants.collection_ids) */
            usedBy: {
                id: string;
                name: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        KnowledgeCollectionInput: {
            name?: string;
            description?: string;
            internal?: boolean;
        };
        KnowledgeFile: {
            id: string;
            collectionId: string | null;
            threadId: string | null;
            assistantId: string | null;
            filename: string;
            extension: string;
            mediaType: string;
            sizeBytes: number;
            /** @enum {string} */
            status: "queued" | "extracting" | "indexing" | "ready" | "failed";
            /** @description Message code of the failure (knowledge.*) */
            errorCode: string | null;
            /** @description Text-search configuration: german, french, english or simple */
            language: string | null;
            unitCount: number | null;
            chunkCount: number;
            metadata: {
                [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        KnowledgePassage: {
            chunkId: number;
            fileId: string;
            filename: string;
            collectionId: string | null;
            unitKind: string;
            unitNumber: number | null;
            heading: string;
            text: string;
            score: number;
            language: string | null;
        };
        KnowledgeChunk: {
            chunkId: number;
            ordinal: number;
            unitKind: string;
            unitNumber: number | null;
            heading: string;
            text: string;
        };
    };
    responses: {
        /** @description Invalid request; fieldErrors say which field and why */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, unknown, expired or revoked token */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in but not allowed */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such object (also another tenant's object) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database is unreachable or the server is busy */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        UserId: string;
        /** @description At most 100,000 (a larger page answers 400 page.maximum) */
        Page: number;
        PageSize: number;
        ResourceParam: components["schemas"]["ResourceId"];
        RowId: string;
        JobId: string;
        /** @description Words that must all occur in the list's search fields (case-insensitive) */
        ListSearch: string;
        /** @description field:operator:value, repeatable; operators eq, ne, in (comma-separated values), lt, lte, gt, gte (numbers and dates), contains (text), empty, notEmpty; references compare ids */
        ListFilter: string[];
        /** @description A field name, with - in front for descending; defaults to the list's sort. Only the list's sortable fields (the manifest's list.sortable; a large list sorts only by fields with an index): another field is refused with 400 sort.notSortable */
        ListSort: string;
        /** @description The language of the labels of references (a country by its name in it, as the list's manifest display declares): the first of de, en, fr asked for; else the caller's group's language (NERES fr, the others de). The browser app sends its interface language */
        LabelLanguage: string;
        /** @description The nextCursor of the page before (keyset paging): the page starts after that page's last row, and page only names it. A cursor of another sort answers 400 cursor.invalid */
        ListCursor: string;
        KnowledgeCollectionId: string;
        KnowledgeFileId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The database does not answer ({status: unavailable}), or the server is shutting down (Error with code server.closing, like every route) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                    } | components["schemas"]["Error"];
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document as JSON */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    "auth-signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in; the token is shown only here */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResponse"];
                };
            };
            /** @description Any failure - unknown e-mail, wrong password, disabled user, or a body that is not {email, password} strings within these limits: always exactly {"message": "User and/or Password wrong"} */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed sign-ins for this account or address; see Retry-After */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    "auth-get-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            /** @description {"message": "Invalid Token"} */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    "auth-signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "me-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "me-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "me-change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: components["schemas"]["Password"];
                    newPassword: components["schemas"]["Password"];
                };
            };
        };
        responses: {
            /** @description Changed; every other session of the user is revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Too many wrong passwords for this account (counted with failed sign-ins); see Retry-After */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    "users-list": {
        parameters: {
            query?: {
                search?: string;
                group?: components["schemas"]["Group"];
                role?: components["schemas"]["Role"];
                status?: "enabled" | "disabled";
                sort?: "email" | "username" | "role" | "group" | "createdAt";
                order?: "asc" | "desc";
                /** @description At most 100,000 (a larger page answers 400 page.maximum) */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the users the caller may see */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "users-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: components["schemas"]["Email"];
                    username: components["schemas"]["Username"];
                    password: components["schemas"]["Password"];
                    role: components["schemas"]["Role"];
                    group: components["schemas"]["Group"];
                    features?: components["schemas"]["Features"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The e-mail is taken (code email.taken) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    "users-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "users-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: components["schemas"]["Username"];
                    role?: components["schemas"]["Role"];
                    group?: components["schemas"]["Group"];
                    features?: components["schemas"]["Features"];
                    disabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The last enabled ROOT of PARENT cannot be disabled or demoted (code user.lastRoot) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPassword: components["schemas"]["Password"];
                };
            };
        };
        responses: {
            /** @description Reset; every session of the user is revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    "users-unlock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlocked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
        };
    };
    "audit-list": {
        parameters: {
            query?: {
                /** @description Only this tenant group's entries; ROOT of PARENT any group, others only their own (403 group.notAllowed otherwise) */
                group?: components["schemas"]["Group"];
                action?: string;
                result?: "success" | "failure" | "denied";
                /** @description Actor id or e-mail */
                actor?: string;
                from?: string;
                to?: string;
                /** @description At most 100,000 (a larger page answers 400 page.maximum) */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit entries, newest first (ROOT of PARENT sees all tenants, others their own) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "resources-list": {
        parameters: {
            query?: {
                /** @description Words that must all occur in the list's search fields (case-insensitive) */
                search?: components["parameters"]["ListSearch"];
                /** @description field:operator:value, repeatable; operators eq, ne, in (comma-separated values), lt, lte, gt, gte (numbers and dates), contains (text), empty, notEmpty; references compare ids */
                filter?: components["parameters"]["ListFilter"];
                /** @description A field name, with - in front for descending; defaults to the list's sort. Only the list's sortable fields (the manifest's list.sortable; a large list sorts only by fields with an index): another field is refused with 400 sort.notSortable */
                sort?: components["parameters"]["ListSort"];
                /** @description The nextCursor of the page before (keyset paging): the page starts after that page's last row, and page only names it. A cursor of another sort answers 400 cursor.invalid */
                cursor?: components["parameters"]["ListCursor"];
                /** @description At most 100,000 (a larger page answers 400 page.maximum) */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /** @description The language of the labels of references (a country by its name in it, as the list's manifest display declares): the first of de, en, fr asked for; else the caller's group's language (NERES fr, the others de). The browser app sends its interface language */
                "Accept-Language"?: components["parameters"]["LabelLanguage"];
            };
            path: {
                resource: components["parameters"]["ResourceParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list (tenant-owned lists - the caller's group only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourcePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "resources-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: components["parameters"]["ResourceParam"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed: role, reference data outside the parent group (resource.forbidden), import-only list (resource.importOnly) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The natural key or a unique field is taken (resource.duplicate) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "resources-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description CSV only: the separator, every field quoted; by default the one the caller's language's spreadsheets expect - semicolon for de and fr, comma for en (Accept-Language, else the group's language) */
                delimiter?: "comma" | "semicolon";
                /** @description Words that must all occur in the list's search fields (case-insensitive) */
                search?: components["parameters"]["ListSearch"];
                /** @description field:operator:value, repeatable; operators eq, ne, in (comma-separated values), lt, lte, gt, gte (numbers and dates), contains (text), empty, notEmpty; references compare ids */
                filter?: components["parameters"]["ListFilter"];
                /** @description A field name, with - in front for descending; defaults to the list's sort. Only the list's sortable fields (the manifest's list.sortable; a large list sorts only by fields with an index): another field is refused with 400 sort.notSortable */
                sort?: components["parameters"]["ListSort"];
            };
            header?: {
                /** @description The language whose CSV separator applies when delimiter is not given: the first of de, en, fr asked for; else the group's language. The browser app sends its interface language */
                "Accept-Language"?: string;
            };
            path: {
                resource: components["parameters"]["ResourceParam"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row of the filtered, sorted view; columns as bulk upload takes them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "resources-get": {
        parameters: {
            query?: never;
            header?: {
                /** @description The language of the labels of references (a country by its name in it, as the list's manifest display declares): the first of de, en, fr asked for; else the caller's group's language (NERES fr, the others de). The browser app sends its interface language */
                "Accept-Language"?: components["parameters"]["LabelLanguage"];
            };
            path: {
                resource: components["parameters"]["ResourceParam"];
                id: components["parameters"]["RowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceRow"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "resources-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: components["parameters"]["ResourceParam"];
                id: components["parameters"]["RowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Other rows still refer to this one (resource.inUse; the message names the lists) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "resources-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: components["parameters"]["ResourceParam"];
                id: components["parameters"]["RowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The updated row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The natural key or a unique field is taken (resource.duplicate) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulk-uploads-list": {
        parameters: {
            query?: {
                resource?: components["schemas"]["ResourceId"];
                /** @description At most 100,000 (a larger page answers 400 page.maximum) */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's group's upload jobs, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUploadPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "bulk-uploads-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resource: components["schemas"]["ResourceId"];
                    fileName: string;
                    /** @description The file as base64, at most 30 MB */
                    content: string;
                    /** @description File header -> column ("" ignores the header) */
                    mapping?: {
                        [key: string]: string;
                    };
                    /** @description How to read a CSV; detected when absent (a BOM, else valid UTF-8, else UTF-16 by its zero bytes, else Windows-1252) */
                    encoding?: components["schemas"]["TextEncoding"];
                };
            };
        };
        responses: {
            /** @description The job, validating */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpload"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The group has too many uploads waiting (bulkUpload.quotaExceeded) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is refused by the guard: a zip bomb (file.compressionRatio, file.tooLargeUncompressed, file.tooManyEntries), or reading it needed too much memory (file.tooComplex) or time (file.tooSlow) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulk-uploads-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job with its progress and counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "bulk-uploads-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The job is validating or committing (bulkUpload.busy) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulk-uploads-preview": {
        parameters: {
            query?: {
                /** @description first: the first 100 rows; rejected: every rejected row, a page at a time */
                rows?: "first" | "rejected";
                /** @description At most 100,000 (a larger page answers 400 page.maximum) */
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rows as validated, with what committing would do to each */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columns: string[];
                        rows: components["schemas"]["BulkUploadRow"][];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The job is still validating (bulkUpload.notReady) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulk-uploads-report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: line, the mapped columns, reason - one line per rejected row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The job is still validating (bulkUpload.notReady) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "bulk-uploads-commit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, committing */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkUpload"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Not validated yet or already committed (bulkUpload.notReady), or rows were rejected (bulkUpload.hasRejectedRows) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "knowledge-collections-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Collections of the tenant the caller may see */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeCollection"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "knowledge-collections-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": WithRequired<components["schemas"]["KnowledgeCollectionInput"], "name">;
            };
        };
        responses: {
            /** @description The new collection */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A collection of that name exists (knowledge.collectionNameTaken) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "knowledge-collections-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["KnowledgeCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-collections-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["KnowledgeCollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KnowledgeCollectionInput"];
            };
        };
        responses: {
            /** @description The changed collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeCollection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A collection of that name exists (knowledge.collectionNameTaken) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "knowledge-collections-search": {
        parameters: {
            query: {
                q: string;
                limit?: number;
            };
            header?: never;
            path: {
                collectionId: components["parameters"]["KnowledgeCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Passages of ready files of the collection, best first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgePassage"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-files-list": {
        parameters: {
            query?: {
                collectionId?: string;
                threadId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Files of the collection or thread, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFile"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-files-upload": {
        parameters: {
            query: {
                filename: string;
                collectionId?: string;
                threadId?: string;
                assistantId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored; indexing is queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Too large for the file limit or the tenant's quota */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A file type the data pool does not accept */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The content is not what the extension says, or cannot be read */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "knowledge-files-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file and its indexing status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-files-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-files-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    metadata: {
                        product?: string;
                        country?: string;
                        language?: string;
                        /** @enum {string} */
                        documentType?: "" | "SmPC" | "leaflet" | "claims list" | "other";
                        validFrom?: string;
                        validTo?: string;
                    };
                };
            };
        };
        responses: {
            /** @description The file with its new metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-files-reindex": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued for indexing again; the new passages replace the old ones */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KnowledgeFile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-files-content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-chunks-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chunkId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passage with the one before and after it, for a citation preview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileId: string;
                        filename: string;
                        passage: components["schemas"]["KnowledgeChunk"];
                        before: components["schemas"]["KnowledgeChunk"] | null;
                        after: components["schemas"]["KnowledgeChunk"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "knowledge-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Limits and storage use of the caller's tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usedBytes: number;
                        quotaBytes: number;
                        maxFileBytes: number;
                        allowedExtensions: string[];
                        /** @description False: full-text search only */
                        vectorSearch: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
