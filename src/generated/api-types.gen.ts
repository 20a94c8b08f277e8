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
    "/api/ai-admin/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ai-providers-list"];
        put?: never;
        post: operations["ai-providers-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-admin/providers/{providerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ai-providers-delete"];
        options?: never;
        head?: never;
        patch: operations["ai-providers-update"];
        trace?: never;
    };
    "/api/ai-admin/providers/{providerId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ai-providers-test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-admin/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ai-models-list"];
        put?: never;
        post: operations["ai-models-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-admin/models/{modelId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                modelId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["ai-models-delete"];
        options?: never;
        head?: never;
        patch: operations["ai-models-update"];
        trace?: never;
    };
    "/api/ai-admin/models/{modelId}/try": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                modelId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A short chat with a chat model of the catalogue that is enabled with its provider, whatever the tenants' allow-lists (the ROOT of PARENT tries a model just added); through the gateway, recorded in the usage ledger as tool model-try; the answer is capped at 400 tokens */
        post: operations["ai-models-try"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai-admin/tenant-settings/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant group; tenant admins only their own (another answers 404) */
                group: string;
            };
            cookie?: never;
        };
        get: operations["ai-settings-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["ai-settings-update"];
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
        /** @description The file's bytes as the body (application/octet-stream); where it goes in the query: exactly one of collectionId (ADMIN and up), threadId (the thread's owner), assistantId (admins), personal=true (the uploader's own file, for a tile's form). Refusals: 415 knowledge.typeNotAllowed, 413 knowledge.fileTooLarge or knowledge.quotaExceeded, 422 knowledge.* when the content does not match its extension or cannot be read */
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
    "/api/knowledge/files/{fileId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: components["parameters"]["KnowledgeFileId"];
            };
            cookie?: never;
        };
        get?: never;
        /** @description Sets what the document is (product, strength, form, type, market, language, version date); a re-index keeps it */
        put: operations["knowledge-files-profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
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
    "/api/chat/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["chat-history-list"];
        put?: never;
        /** @description Starts a thread on a chat route the caller may open, with an assistant of the caller's tenant the caller may use (client chatbots: their tenant's fixed assistants only). Expert settings only on customizable chatbots. */
        post: operations["chat-threads-create"];
        delete: operations["chat-history-delete-all"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        get: operations["chat-threads-get"];
        put?: never;
        post?: never;
        delete: operations["chat-history-delete"];
        options?: never;
        head?: never;
        patch: operations["chat-history-update"];
        trace?: never;
    };
    "/api/chat/threads/{threadId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Changes the thread's expert settings (customizable chatbots only; 403 chat.expertModeOnly otherwise) */
        patch: operations["chat-threads-settings"];
        trace?: never;
    };
    "/api/chat/threads/{threadId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Sends a message and streams the answer as application/x-ndjson (one ChatStreamEvent per line). Refusals before any answer are JSON errors: 400, 404, 409 chat.threadBusy, 429 chat.rateLimited with Retry-After. */
        post: operations["chat-messages-send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}/messages/{messageId}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
                messageId: components["parameters"]["ChatMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replaces the thread's last answer (messageId) with a new one, streamed like a send */
        post: operations["chat-messages-regenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}/messages/{messageId}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
                messageId: components["parameters"]["ChatMessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Replaces a user message's text, drops every message after it and streams a new answer */
        post: operations["chat-messages-edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stops the answer being written in the thread (idempotent); the partial answer is kept with status stopped */
        post: operations["chat-threads-stop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/assistants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The published assistants of the caller's tenant the caller may use (the workspace switcher) */
        get: operations["chat-assistants-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The chat models the caller's tenant may use (expert mode), and whether answers fall back to the offline engine */
        get: operations["chat-models-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["assistants-list"];
        put?: never;
        post: operations["assistants-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["assistants-models"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/{assistantId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        get: operations["assistants-get"];
        put?: never;
        post?: never;
        delete: operations["assistants-delete"];
        options?: never;
        head?: never;
        patch: operations["assistants-update"];
        trace?: never;
    };
    "/api/assistants/{assistantId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        get: operations["assistants-versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/{assistantId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assistants-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/assistants/{assistantId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["assistants-unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["chat-history-bulk-delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        get: operations["chat-history-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["team-activity-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-activity/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["team-activity-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-activity/chcmate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The same figures over IGEPHA's CHC-mate assistants (family chcmate in manifest/assistants.yaml) */
        get: operations["chcmate-team-activity-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team-activity/chcmate/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["chcmate-team-activity-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["images-models"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Generates 1-4 images and streams application/x-ndjson (one ImageGeneratorEvent per line) as each arrives. Refusals before any call are JSON errors: 403 ai.modelNotAllowed, 409 ai.budgetExceeded (tokens) or ai.imageBudgetExceeded (the month's images plus count would pass the image budget). A slot refused later (a concurrent request took the last images) is an error event with ai.imageBudgetExceeded. */
        post: operations["images-generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/prompt-helper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Rewrites a short idea into a detailed image prompt with the tenant's chat model. 409 images.promptHelperNeedsModel without one; ai.* codes when the call fails. */
        post: operations["images-prompt-helper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The caller's own images and those shared with the tenant, newest first */
        get: operations["images-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        get: operations["images-get"];
        put?: never;
        post?: never;
        /** @description Deletes the image (its author; a shared image also the tenant's admins) */
        delete: operations["images-delete"];
        options?: never;
        head?: never;
        /** @description Shares the image with the tenant or makes it private again (its author only) */
        patch: operations["images-update"];
        trace?: never;
    };
    "/api/images/{imageId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        /** @description The stored bytes with the stored media type (nosniff), for showing the image */
        get: operations["images-content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        /** @description The image as PNG or WebP, as an attachment */
        get: operations["images-download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description An image for the studio: the bytes as the body. PNG, JPEG or WebP only, checked from the bytes; 413 images.tooLarge above 20 MB, 415 images.unsupportedType otherwise, 422 images.tooManyPixels above 40 megapixels (read from the header, nothing decoded) */
        post: operations["images-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/transform": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Crop, then resize, then convert, done locally; the result is a new image whose parent is this one. 400 images.noChange without any, 422 images.cropOutside */
        post: operations["images-transform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/inpaint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Changes the masked part of the image as described (without a mask: a variation of the whole image), through the provider's /images/edits; the result is a new image whose parent is this one. 400 images.maskInvalid, 403 ai.modelNotAllowed, 409 ai.* (budget, content policy, provider failure) */
        post: operations["images-inpaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/lineage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        get: operations["images-lineage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{imageId}/overlay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Text and the tenant's logo over the image, done locally; the result is a new image whose parent is this one. 400 images.noChange without either */
        post: operations["images-overlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["tiles-list"];
        put?: never;
        post: operations["tiles-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["tiles-options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiles/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["tiles-files"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiles/{tileId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tileId: components["parameters"]["TileId"];
            };
            cookie?: never;
        };
        get: operations["tiles-get"];
        put: operations["tiles-update"];
        post?: never;
        delete: operations["tiles-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tiles/{tileId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tileId: components["parameters"]["TileId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Runs the tile with the form's values and streams the result as application/x-ndjson (one TilesRunEvent per line); the run is stored. Refusals before the stream are JSON errors: 400 with fieldErrors inputs.<name> (tiles.input.required, tooLong, notANumber, notADate, notAnOption, notAFile, fileNotReady, unknown), 400 ai.modelNotAllowed, 403 ai.budgetExceeded, 409 tiles.assistantUnavailable. Without a language model the run is stored as unavailable with a statement saying so. */
        post: operations["tiles-run"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tile-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["tile-runs-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tile-runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["TileRunId"];
            };
            cookie?: never;
        };
        get: operations["tile-runs-get"];
        put?: never;
        post?: never;
        delete: operations["tile-runs-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tile-runs/{runId}/reworks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["TileRunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["tile-runs-rework"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["faq-generations-list"];
        put?: never;
        /** @description Starts a generation as a job. 400 faq.noSource without a source of questions; 409 faq.modelRequired for document questions only and no language model; 409 faq.generationRunning while one runs for the collection */
        post: operations["faq-generations-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/generations/{generationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generationId: components["parameters"]["FaqGenerationId"];
            };
            cookie?: never;
        };
        get: operations["faq-generations-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["faq-entries-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/entries/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: components["parameters"]["FaqEntryId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes the pair; a published one leaves the FAQ document, which is written again */
        delete: operations["faq-entries-delete"];
        options?: never;
        head?: never;
        /** @description Edits the question or answer (the pair goes back to draft) or sets the status to draft or approved; a published pair changed this way leaves the FAQ document, which is written again */
        patch: operations["faq-entries-update"];
        trace?: never;
    };
    "/api/faq/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The approved pairs become published and every published pair of the collection is written as its FAQ.md document, which assistants drawing on the collection then find. 400 faq.nothingToPublish with none */
        post: operations["faq-publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["faq-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["prompts-list"];
        put?: never;
        post: operations["prompts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/usable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["prompts-usable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["prompts-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["prompts-import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/{promptId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
            };
            cookie?: never;
        };
        get: operations["prompts-get"];
        put?: never;
        post?: never;
        delete: operations["prompts-delete"];
        options?: never;
        head?: never;
        patch: operations["prompts-update"];
        trace?: never;
    };
    "/api/prompts/{promptId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
            };
            cookie?: never;
        };
        get: operations["prompts-versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompts/{promptId}/versions/{version}/use": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
                version: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["prompts-use-version"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/response-optimizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["response-optimizations-list"];
        put?: never;
        post: operations["response-optimizations-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/response-optimizations/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["response-optimizations-enabled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/response-optimizations/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["response-optimizations-reorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/response-optimizations/{optimizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                optimizationId: components["parameters"]["OptimizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["response-optimizations-delete"];
        options?: never;
        head?: never;
        patch: operations["response-optimizations-update"];
        trace?: never;
    };
    "/api/chat/threads/{threadId}/reworks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        get: operations["chat-reworks-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}/messages/{messageId}/reworks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["chat-reworks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/threads/{threadId}/messages/{messageId}/version": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** @description Chooses the version of an answer the user sees and the conversation continues from */
        put: operations["chat-answer-version-select"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["podcasts-list"];
        put?: never;
        /** @description A feed podcast (its episodes are fetched at once and then on its schedule) or an upload podcast. 400 podcast.badUrl (a feed without an http(s) address), podcast.titleRequired (an upload podcast without a title); 409 podcast.alreadySubscribed */
        post: operations["podcasts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["podcasts-keywords-list"];
        put?: never;
        /** @description Adds a term (with aliases) to the list of its kind; every episode is matched again. 409 podcast.keywordExists */
        post: operations["podcasts-keywords-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/keywords/{keywordId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keywordId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the term; every episode is matched again */
        delete: operations["podcasts-keywords-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        get: operations["podcasts-get"];
        put?: never;
        post?: never;
        /** @description The podcast, its episodes, their results, findings and stored audio */
        delete: operations["podcasts-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues a fetch of the feed now (analysis.fetchSource). 409 podcast.notAFeed for an upload podcast */
        post: operations["podcasts-fetch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}/episodes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description An episode from its transcript file as the body (application/octet-stream): WebVTT (.vtt), SRT (.srt), Podcasting 2.0 JSON (.json) or plain text (.txt, no times); its audio follows with PUT .../audio. 400 podcast.transcriptEmpty, podcast.badDate; 413 podcast.transcriptTooLarge (5 MB); 415 podcast.transcriptType; 422 podcast.transcriptUnreadable; 409 podcast.episodeExists (the same transcript) */
        post: operations["podcasts-episodes-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Analyses episodes (all of the podcast, or those named) with the podcastEpisode profile as a run of the analysis engine. 409 podcast.modelNeeded without a language model, podcast.nothingToAnalyse without episodes */
        post: operations["podcasts-runs-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/episodes/{episodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        get: operations["podcasts-episode-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/episodes/{episodeId}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        /** @description The episode's audio, stored (an upload) or relayed from the publisher; honours Range (206, 416). 404 podcast.noAudio; 502 podcast.audioUnavailable */
        get: operations["podcasts-episode-audio"];
        /** @description Attaches audio (MP3, M4A, Ogg, WAV, FLAC, WebM, recognised by its bytes) to an episode; kept as long as the tenant's retention says. 413 podcast.audioTooLarge (200 MB) or podcast.quotaExceeded; 415 podcast.notAudio */
        put: operations["podcasts-episode-audio-upload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The audio of the episode a ticket (the episode's audioSrc) names, for the <audio> element, which cannot send a bearer token; honours Range (206, 416). 404 podcast.audioLinkExpired for a changed or expired ticket */
        get: operations["podcasts-audio-by-ticket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/findings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-findings-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/findings/{findingId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                findingId: components["parameters"]["MedicheckFindingId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Confirms, dismisses (with a reason) or forwards a finding; confirming or forwarding a suspected AE opens its safety case (one per finding), dismissing closes an open one. Audited as analysis.finding.confirmed/dismissed/forwarded. 422 safety.dismissReasonRequired, safety.reasonTooLong, safety.forwardNeedsAdverseEvent */
        post: operations["medicheck-findings-review"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The items of the items list's filters with their latest result, keyword hits and findings (a row per finding) as CSV (formula-like cells neutralised) or XLSX; header x-export-truncated: true when more than 20,000 items matched */
        get: operations["medicheck-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/keyword-stats/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Keyword hits per term, source and ISO week (with the items they fall in) as CSV or XLSX */
        get: operations["medicheck-keyword-stats-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/safety-cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-safety-cases-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/safety-cases/{caseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                caseId: components["parameters"]["MedicheckCaseId"];
            };
            cookie?: never;
        };
        get: operations["medicheck-safety-cases-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Sets the status; audited as analysis.safetyCase.changed */
        patch: operations["medicheck-safety-cases-update"];
        trace?: never;
    };
    "/api/medicheck/safety-cases/{caseId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                caseId: components["parameters"]["MedicheckCaseId"];
            };
            cookie?: never;
        };
        /** @description The case as a structured record with the ICH E2B field names (safetyreportid, receivedate, primarysourcereaction, medicinalproduct, ...) and their E2B(R3) data element numbers; fields without an E2B element under tessera (tessera_ in CSV). Audited as analysis.safetyCase.exported */
        get: operations["medicheck-safety-cases-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/notification-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's notification rules of medicine-check and podcasts (the defaults are added when a tool has none) */
        get: operations["medicheck-rules-list"];
        put?: never;
        /** @description Adds a rule; audited as analysis.rule.created. 422 safety.immediateNeedsAdverseEvent for an immediate rule of another finding type */
        post: operations["medicheck-rules-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/notification-rules/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: components["parameters"]["MedicheckRuleId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes a rule (its digest entries go with it); audited as analysis.rule.deleted. A tool left without any rule gets the defaults again: disable a rule to silence it */
        delete: operations["medicheck-rules-delete"];
        options?: never;
        head?: never;
        /** @description Changes a rule; audited as analysis.rule.changed. 422 safety.immediateNeedsAdverseEvent */
        patch: operations["medicheck-rules-update"];
        trace?: never;
    };
    "/api/medicheck/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What the rules collected instead of raising it: digest rules (disposition digest) and the matches of an immediate rule within its cooldown (disposition cooldown), newest first, with counts per rule and disposition */
        get: operations["medicheck-digest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-sources-list"];
        put?: never;
        /** @description Subscribes a feed or a page and enqueues the job analysis.fetchSource; audited as analysis.source.created */
        post: operations["medicheck-sources-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/sources/{sourceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["medicheck-sources-delete"];
        options?: never;
        head?: never;
        patch: operations["medicheck-sources-update"];
        trace?: never;
    };
    "/api/medicheck/sources/{sourceId}/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["medicheck-sources-fetch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-items-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/items/paste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["medicheck-items-paste"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/items/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The file's bytes as the body (application/octet-stream); PDF, DOCX, DOC, PPTX, HTML, TXT, MD, EML through the file guard and the knowledge extractor */
        post: operations["medicheck-items-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        get: operations["medicheck-items-get"];
        put?: never;
        post?: never;
        delete: operations["medicheck-items-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/keyword-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-keyword-lists-list"];
        put?: never;
        post: operations["medicheck-keyword-lists-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/keyword-lists/{listId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["medicheck-keyword-lists-delete"];
        options?: never;
        head?: never;
        patch: operations["medicheck-keyword-lists-update"];
        trace?: never;
    };
    "/api/medicheck/keyword-lists/{listId}/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["medicheck-keywords-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/keywords/{keywordId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keywordId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["medicheck-keywords-delete"];
        options?: never;
        head?: never;
        patch: operations["medicheck-keywords-update"];
        trace?: never;
    };
    "/api/medicheck/keyword-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-keyword-suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/keyword-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-keyword-stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-prompts-list"];
        put?: never;
        /** @description A new version of the profile (the next number); with use: true it is the one in use from now on. Old results keep their version. */
        post: operations["medicheck-prompts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/prompts/{promptId}/use": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["MedicheckPromptId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The version is in use for its profile from now on */
        post: operations["medicheck-prompts-use"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/prompts/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Runs one item through the model with an unsaved instruction, checked and retried as in a run; nothing is stored as a result, the call is in the usage ledger. 409 analysisRun.noModel without a model, ai.budgetExceeded when the budget is spent */
        post: operations["medicheck-prompts-trial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/runs/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description What a run of the selection would cost with the tenant's model; without one code is analysisRun.noModel and cost null */
        post: operations["medicheck-runs-estimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["medicheck-runs-list"];
        put?: never;
        /** @description Starts a run with the profile's prompt in use as an analysis.run job. 400 analysisRun.noItems, analysisRun.tooManyItems; 409 analysisRun.noModel, ai.budgetExceeded, ai.modelNotAllowed */
        post: operations["medicheck-runs-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["MedicheckRunId"];
            };
            cookie?: never;
        };
        get: operations["medicheck-runs-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["visibility-projects-list"];
        put?: never;
        /** @description 400 validation (visibility.nameRequired, brandRequired, unknownMarket, unknownEngine, duplicateEngine, duplicateName, unknownCollection); 409 visibility.nameTaken */
        post: operations["visibility-projects-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-projects-get"];
        /** @description The whole settings; which prompts name the brand is found again. 400 as create; 409 visibility.nameTaken */
        put: operations["visibility-projects-update"];
        post?: never;
        /** @description The project with its prompts, runs, answers and verdicts */
        delete: operations["visibility-projects-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-prompts-list"];
        put?: never;
        /** @description One prompt in one of the project's markets. 400 visibility.promptText, visibility.unknownMarket; 409 visibility.promptExists */
        post: operations["visibility-prompts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/prompts/starter": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The starter pack made from the settings by templates (no model); prompts tracked already are skipped. 409 visibility.starterNeedsSettings (no markets or topics) */
        post: operations["visibility-prompts-starter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/prompts/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-prompts-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/prompts/import": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description CSV as the export writes it (comma or semicolon). Every row is checked first; one bad row writes nothing (400 with the line: visibility.csvHeader, promptText, unknownMarket, unknownCategory, badActive, csvTooManyRows) */
        post: operations["visibility-prompts-import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/prompts/{promptId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["visibility-prompts-delete"];
        options?: never;
        head?: never;
        /** @description Edit, pause (active false) or resume. 400 visibility.promptText, unknownMarket; 409 visibility.promptExists */
        patch: operations["visibility-prompts-update"];
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-runs-list"];
        put?: never;
        /** @description Every active prompt on every engine, samples times, then the verdicts; a job. 400 visibility.noPrompts, visibility.tooManyAnswers; 409 visibility.noEngine, ai.modelNotAllowed, ai.budgetExceeded */
        post: operations["visibility-runs-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-runs-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/figures": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        /** @description Figures per group of the dimension, each with n and a Wilson 95 % interval; only answers with status ok are counted; branded prompts left out unless includeBranded. 400 visibility.badDate */
        get: operations["visibility-figures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/figures/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-figures-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-answers-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/answers/{answerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                answerId: string;
            };
            cookie?: never;
        };
        get: operations["visibility-answers-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["pubmed-questions-list"];
        put?: never;
        /** @description Asks a literature question: queries (given, written by the model, or deterministic), E-utilities esearch and efetch (or the imported collection), relevance filter, an answer whose every claim carries a fetched [PMID]. 400 pubmed.badQuery, pubmed.noTerms, pubmed.badYears; 502 ai.*. PubMed unreachable and nothing imported: 201 with source unavailable and mode none (nothing is answered) */
        post: operations["pubmed-questions-ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
            };
            cookie?: never;
        };
        get: operations["pubmed-questions-get"];
        put?: never;
        post?: never;
        delete: operations["pubmed-questions-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/questions/{questionId}/references": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
            };
            cookie?: never;
        };
        get: operations["pubmed-questions-references"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["pubmed-library-get"];
        put?: never;
        /** @description Imports PubMed XML (.xml) or MEDLINE (.nbib) into the tenant's collection through the file guard; records with a PMID already there are replaced. 415 pubmed.fileType; 413 pubmed.fileTooLarge; 422 pubmed.unreadableFile, pubmed.noRecords */
        post: operations["pubmed-library-import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["pubmed-settings-get"];
        /** @description apiKey: a new key, null removes it, absent keeps it. 400 pubmed.badApiKey, pubmed.badEmail */
        put: operations["pubmed-settings-update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["campaigns-connection-get"];
        /** @description Checks the key against Mailchimp (ping), stores it encrypted and queues a sync. 400 campaigns.keyFormat, campaigns.keyRejected (invalid key or wrong datacenter); 502 campaigns.unreachable, campaigns.badAnswer, campaigns.rateLimited */
        put: operations["campaigns-connection-put"];
        post?: never;
        /** @description Forgets the key; synced campaigns stay in the library */
        delete: operations["campaigns-connection-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues a sync now. 409 campaigns.notConnected */
        post: operations["campaigns-sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Mailchimp's campaign export: the report CSV or a campaign's HTML file (named <Unique Id>.html to attach it to that campaign). 400 campaigns.importEmpty; 413 campaigns.importTooLarge; 415 campaigns.importType; 422 campaigns.importNotExport, campaigns.importUnreadable */
        post: operations["campaigns-import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The library: full-text search, filters, a sort on a KPI; with the filter choices and medians */
        get: operations["campaigns-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{campaignId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        /** @description A campaign: the e-mail as sent (HTML sanitised), its KPIs with the library's medians, its links, the AI summary and tags, similar campaigns and its drafts */
        get: operations["campaigns-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{campaignId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues the AI summary and tags (job campaigns.summarise). 409 campaigns.noModel */
        post: operations["campaigns-summarise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{campaignId}/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues a draft like this campaign (job campaigns.draft), kept in Tessera and never sent, checked by promo-check. 409 campaigns.noModel */
        post: operations["campaigns-drafts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["voice-agents-list"];
        put?: never;
        /** @description Creates an agent (version 1) with its webhook secret. 400 voice.invalidConfig, voice.unknownCollection, voice.unknownModel */
        post: operations["voice-agents-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["voice-options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/agents/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get: operations["voice-agents-get"];
        /** @description Saves a new version. 400 voice.invalidConfig, voice.unknownCollection, voice.unknownModel */
        put: operations["voice-agents-update"];
        post?: never;
        delete: operations["voice-agents-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/agents/{agentId}/calls": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts a "try it" call: the first message is the first turn. An agent that records calls needs recordingConsent true (the tester accepted its consent text): 409 voice.consentNeeded */
        post: operations["voice-calls-start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/{callId}/turns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A typed caller turn; the answer streams as application/x-ndjson: {type:text,text} lines, then {type:done,turn} or {type:error,code}. 409 voice.callEnded, voice.chatModelNeeded, ai.budgetExceeded */
        post: operations["voice-calls-turn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/{callId}/audio-turns": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A recorded caller turn (the browser's MediaRecorder blob): transcribed, answered, spoken. 409 voice.speechModelsNeeded, voice.callEnded; 413 voice.audioTooLarge; 502 voice.speechFailed */
        post: operations["voice-calls-audio-turn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/{callId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Hangs up and queues the analysis */
        post: operations["voice-calls-end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["voice-calls-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["voice-calls-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/{callId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        get: operations["voice-calls-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/{callId}/analyses": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Analyses the call again with the agent's current version; earlier analyses are kept. 409 voice.callOpen */
        post: operations["voice-calls-reanalyse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/webhooks/{agentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A call-ended payload from outside telephony (Vapi end-of-call-report, Retell call_ended), signed: x-tessera-signature t=<unix>,v1=<hex HMAC-SHA256(secret, t.body)>, 5 minutes either way. 401 voice.badSignature; 400 voice.unknownPayload. The same outside call posted again answers 200 with the stored call. */
        post: operations["voice-webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/ambassadors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-ambassadors-list"];
        put?: never;
        /** @description A user of the tenant (userId; the name defaults to the username) or a named person, with the day of consent. 400 influencing.badConsentDate, influencing.unknownUser, influencing.nameRequired; 409 influencing.ambassadorExists */
        post: operations["influencing-ambassadors-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/ambassadors/{ambassadorId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ambassadorId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description The ambassador, their posts and the posts' figures */
        delete: operations["influencing-ambassadors-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-posts-list"];
        put?: never;
        /** @description A post entered by hand with its figures of a day (today when takenOn is absent). The same address finds an existing post (200), which gets that day's figures; a new one answers 201. 400 influencing.badUrl, influencing.badDate, influencing.unknownAmbassador */
        post: operations["influencing-posts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/posts/{postId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        get: operations["influencing-posts-get"];
        put?: never;
        post?: never;
        /** @description The post and its figures */
        delete: operations["influencing-posts-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description A LinkedIn post-analytics export (.csv or .xlsx, one post per row, header in row 1) as the body (application/octet-stream), read through the file guard. Posts are found by their address and figures by (post, day): a re-import updates, never duplicates. Rows without an Ambassador column take ambassadorId. 400 influencing.fileEmpty, influencing.missingColumns, influencing.noRows, influencing.unknownAmbassador, bulkUpload.* (unreadable file); 413 influencing.fileTooLarge (10 MB); 415 influencing.fileType; 422 influencing.badRows with every bad row's reason (nothing written) */
        post: operations["influencing-imports-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-topics-list"];
        /** @description Replaces every topic. 400 influencing.topicNameRequired, influencing.topicKeywordsRequired, influencing.topicExists */
        put: operations["influencing-topics-replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-dashboard-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description One table of the year's dashboard (ambassadors, series, posts) as CSV (the caller's language's separator) or XLSX */
        get: operations["influencing-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/ideas/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-ideas-sources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/ideas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-ideas-list"];
        put?: never;
        /** @description A post idea written by the tenant model from a collection (its passages nearest the brief, or spread over its documents) or a tile (202, a job), or a pasted draft checked at once by the deterministic rules and, with a model, by promo-check (201). 400 influencing.unknownSource, influencing.ideaTextRequired; 409 influencing.noModel */
        post: operations["influencing-ideas-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/ideas/{ideaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ideaId: string;
            };
            cookie?: never;
        };
        get: operations["influencing-ideas-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/linkedin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["influencing-linkedin-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/linkedin/app": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description The tenant's LinkedIn app; the secret is stored encrypted and never shown again. 400 influencing.linkedinClientIdRequired, influencing.linkedinSecretRequired */
        put: operations["influencing-linkedin-app-save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/linkedin/authorizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Starts the caller's OAuth authorization (state and PKCE kept 10 minutes): the LinkedIn address to open. 409 influencing.linkedinNoApp, influencing.notAmbassador */
        post: operations["influencing-linkedin-authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/linkedin/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description LinkedIn's redirect after the member's consent: exchanges the code (with the PKCE verifier), stores the tokens encrypted, queues the first sync, and sends the browser back to the page with ?linkedin=connected or an error code */
        get: operations["influencing-linkedin-callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/linkedin/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues a sync of the caller's connection. 404 without one; 409 influencing.linkedinExpired */
        post: operations["influencing-linkedin-sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/influencing/linkedin/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the caller's connection and its tokens (posts already synced stay) */
        delete: operations["influencing-linkedin-disconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visibility/projects/{projectId}/report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        /** @description A project's monthly client report: the month's (UTC) figures overall, per engine and per market with n and Wilson intervals, the most cited domains, and the correct/incorrect accuracy verdicts with both quotes (incorrect first). A month without answers is 0 with n = 0. 400 visibility.badMonth */
        get: operations["visibility-report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/questions/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Asks like pubmed-questions-ask, a new conversation or (threadId) a follow-up, and streams the answer as application/x-ndjson: start (queries, source, relevant articles), text pieces, then done (the stored PubmedQuestion, whose verified answer replaces the streamed text) or error (code; nothing stored). Refusals before the stream are JSON errors: 400 pubmed.badQuery, pubmed.noTerms, pubmed.badYears; 404 an unknown thread; 502 ai.* */
        post: operations["pubmed-questions-stream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["pubmed-threads-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        get: operations["pubmed-threads-get"];
        put?: never;
        post?: never;
        delete: operations["pubmed-threads-delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pubmed/threads/{threadId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        get: operations["pubmed-threads-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/calls/{callId}/turns/{turn}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A recorded browser turn's audio (the caller's recording or the agent's speech); honours Range (206, 416). 404 voice.noRecording when the turn was not recorded; another tenant's call answers 404 */
        get: operations["voice-calls-turn-audio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/recordings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A recorded turn's audio by the ticket the call view gives (audioSrc), for the <audio> element, which cannot send a bearer token; honours Range (206, 416). 404 voice.recordingLinkExpired for a changed or expired ticket */
        get: operations["voice-recordings-by-ticket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/runs/{runId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["MedicheckRunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancels a queued or running run: no further item starts, the calls in flight finish and their results are kept; 409 analysisRun.notRunning when it has ended */
        post: operations["medicheck-runs-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/runs/{runId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Cancels a queued or running episode analysis (as medicheck-runs-cancel); 409 analysisRun.notRunning when it has ended */
        post: operations["podcasts-runs-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}/findings/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        /** @description Every finding of the podcast's episodes (suspected AEs, health claims, mentions) with episode, second and quote, as CSV (formula-like cells neutralised) or XLSX */
        get: operations["podcasts-findings-export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Pauses (enabled false) or resumes (enabled true) a podcast: a paused feed is not fetched on its schedule; fetch now still works */
        post: operations["podcasts-pause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/chat-source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The tenant's chat source (decision 0114): whether user messages of its chosen chatbot routes become items, and since when */
        get: operations["medicheck-chat-source-get"];
        /** @description Turns the chat source on or off and chooses its routes; audited as analysis.chatSource.changed. Off keeps the items taken */
        put: operations["medicheck-chat-source-save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/medicheck/chat-threads/{threadRef}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadRef: string;
            };
            cookie?: never;
        };
        /** @description Whose chat thread a chat item's reference is, for a PV follow-up; audited as analysis.chatThread.resolved */
        get: operations["medicheck-chat-threads-resolve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/episodes/{episodeId}/transcribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Transcribes a stored episode without a transcript with the tenant's transcription model, in the job runner (podcast.transcribeEpisode): from its kept audio, else the publisher's enclosure; then its keyword hits are counted again. 409 podcast.transcriptionModelNeeded, podcast.transcriptionUnderWay, podcast.hasTranscript, podcast.noAudioToTranscribe */
        post: operations["podcasts-episode-transcribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/{podcastId}/transcribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues the transcription of every episode of the podcast still without a transcript (waiting, or failed before). 409 podcast.transcriptionModelNeeded, podcast.nothingToTranscribe */
        post: operations["podcasts-transcribe-waiting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["podcasts-prompts-list"];
        put?: never;
        /** @description A new version of the podcast prompt (the next number); with use: true it is the one in use from now on. Old results keep their version. */
        post: operations["podcasts-prompts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/podcasts/prompts/{promptId}/use": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["MedicheckPromptId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The version is in use for podcast runs from now on */
        post: operations["podcasts-prompts-use"];
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
        AiAdminProvider: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "openai-compatible";
            baseUrl: string;
            /** @description Last four characters of the key; the key itself is never returned */
            apiKeyHint: string | null;
            hasApiKey: boolean;
            headers: {
                [key: string]: string;
            };
            timeoutMs: number;
            maxRetries: number;
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AiAdminProviderChange: {
            name?: string;
            /** @enum {string} */
            kind?: "openai-compatible";
            baseUrl?: string;
            /** @description Write-only: a string replaces the stored key, null or empty removes it, absent keeps it */
            apiKey?: string | null;
            headers?: {
                [key: string]: string;
            };
            timeoutMs?: number;
            maxRetries?: number;
            enabled?: boolean;
        };
        AiAdminProviderCreate: {
            name: string;
            /** @enum {string} */
            kind: "openai-compatible";
            baseUrl: string;
            /** @description Write-only: a string replaces the stored key, null or empty removes it, absent keeps it */
            apiKey?: string | null;
            headers?: {
                [key: string]: string;
            };
            timeoutMs?: number;
            maxRetries?: number;
            enabled?: boolean;
        };
        AiAdminModel: {
            id: string;
            providerId: string;
            providerName: string;
            modelName: string;
            displayName: string;
            capabilities: components["schemas"]["AiAdminCapability"][];
            contextWindow: number | null;
            priceInputPerMillion: number | null;
            priceOutputPerMillion: number | null;
            pricePerImage: number | null;
            /** @description EUR per minute of audio of a transcription model (null: none; its transcriptions are not counted) */
            pricePerMinute: number | null;
            enabled: boolean;
        };
        /** @enum {string} */
        AiAdminCapability: "chat" | "embeddings" | "images" | "image-edits" | "transcription" | "speech";
        AiAdminModelChange: {
            providerId?: string;
            modelName?: string;
            displayName?: string;
            capabilities?: components["schemas"]["AiAdminCapability"][];
            contextWindow?: number | null;
            priceInputPerMillion?: number | null;
            priceOutputPerMillion?: number | null;
            pricePerImage?: number | null;
            /** @description EUR per minute of audio, 0 to 100, only for a model with the capability transcription (400 ai.minutePriceInvalid, ai.minutePriceNeedsTranscription); null removes it */
            pricePerMinute?: number | null;
            enabled?: boolean;
        };
        AiAdminModelCreate: {
            providerId: string;
            modelName: string;
            displayName: string;
            capabilities: components["schemas"]["AiAdminCapability"][];
            contextWindow?: number | null;
            priceInputPerMillion?: number | null;
            priceOutputPerMillion?: number | null;
            pricePerImage?: number | null;
            /** @description EUR per minute of audio, 0 to 100, only for a model with the capability transcription (400 ai.minutePriceInvalid, ai.minutePriceNeedsTranscription); null removes it */
            pricePerMinute?: number | null;
            enabled?: boolean;
        };
        AiAdminConnectionTest: {
            ok: boolean;
            /** @description The model ids the provider listed */
            models: string[];
            /** @description Why it failed: ai.authFailed, ai.providerUnavailable, ai.timeout, ai.badResponse, ... */
            code?: string;
        };
        AiAdminTenantSettings: {
            group: string;
            allowedModelIds: string[];
            defaultChatModelId: string | null;
            embeddingModelId: string | null;
            /** @description The tenant's own budget; null - its ceiling */
            monthlyTokenBudget: number | null;
            /** @description Images generated or edited per calendar month (UTC); null - its ceiling */
            monthlyImageBudget: number | null;
            threadRetentionDays: number | null;
            /** @description The tenant's own quota; null - its ceiling applies */
            storageQuotaBytes: number | null;
            /** @description Tokens in and out this calendar month (UTC) */
            monthTokensUsed: number;
            /** @description Images generated or edited this calendar month (UTC) */
            monthImagesUsed: number;
            /** @description Estimated cost this month from the models' prices */
            monthCostEstimate: number;
            ceilings: components["schemas"]["AiAdminTenantCeilings"];
        };
        /** @description The most the tenant's admins may set, chosen by the ROOT of the parent group (decision 0084) */
        AiAdminTenantCeilings: {
            /** @description null - no ceiling */
            monthlyTokenBudget: number | null;
            /** @description null - no ceiling */
            monthlyImageBudget: number | null;
            /** @description The server default (KNOWLEDGE_TENANT_QUOTA_BYTES) unless the parent group set another */
            storageQuotaBytes: number;
        };
        AiAdminTenantSettingsChange: {
            allowedModelIds?: string[];
            /** @description Must be allowed and able to chat; null - the offline answer engine answers */
            defaultChatModelId?: string | null;
            embeddingModelId?: string | null;
            monthlyTokenBudget?: number | null;
            monthlyImageBudget?: number | null;
            threadRetentionDays?: number | null;
            storageQuotaBytes?: number | null;
            /** @description The ROOT of the parent group only (403 ai.ceilingsParentOnly otherwise); null - no ceiling (storage - the server default) */
            ceilings?: {
                monthlyTokenBudget?: number | null;
                monthlyImageBudget?: number | null;
                storageQuotaBytes?: number | null;
            };
        };
        KnowledgeCollection: {
            id: string;
            name: string;
            description: string;
            /** @description Internal collections feed the internal-sources mode and are visible from WRITE up */
            internal: boolean;
            fileCount: number;
            /** @description Assistants that draw on this collection, narrowed to it (assistants.collection_ids) or not narrowed with a source mode that takes it (all; internal for internal collections) */
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
            /** @description Whether the passages have vectors of an embeddings model (hybrid search) */
            hasVectors: boolean;
            /** @description Why a ready file has no vectors although the tenant has an embeddings model (ai.*): it is searchable by full text only */
            vectorErrorCode: string | null;
            metadata: {
                [key: string]: string;
            };
            /** @description What the document is (decision 0091): read at indexing or set in the data pool; null before indexing */
            profile?: components["schemas"]["KnowledgeDocumentProfileView"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        KnowledgeDocumentProfile: {
            product: string | null;
            /** @description e.g. 1 %, 0,05 %, 20 mg, 15 mg/5 ml */
            strength: string | null;
            form: string | null;
            /** @enum {string|null} */
            documentType: "smpc" | "leaflet" | "training" | "claims" | "priceList" | "pressRelease" | "faq" | null;
            market: string | null;
            /** @enum {string|null} */
            language: "german" | "french" | "english" | null;
            versionDate: string | null;
        };
        KnowledgeDocumentProfileView: {
            product: string | null;
            strength: string | null;
            form: string | null;
            /** @enum {string|null} */
            documentType: "smpc" | "leaflet" | "training" | "claims" | "priceList" | "pressRelease" | "faq" | null;
            market: string | null;
            /** @enum {string|null} */
            language: "german" | "french" | "english" | null;
            versionDate: string | null;
            /** @description The newer file of the same product, strength, type and language */
            supersededBy: string | null;
            /** @description Set in the data pool (a re-index keeps it) */
            edited: boolean;
        } | null;
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
        ChatCitation: {
            n: number;
            /** @constant */
            kind: "passage";
            chunkId: number;
            fileId: string;
            filename: string;
            /** @description page, slide, section, lines */
            unitKind: string;
            unitNumber: number | null;
            heading: string;
            quote: string;
        } | {
            n: number;
            /** @constant */
            kind: "product";
            title: string;
            href: string;
            quote: string;
        };
        ChatModelLabel: {
            label: string;
            /** @description True for the offline answer engine (no language model) */
            offline: boolean;
        };
        ChatMessage: {
            id: string;
            threadId: string;
            seq: number;
            /** @enum {string} */
            role: "user" | "assistant";
            content: string;
            /** @enum {string} */
            status: "complete" | "streaming" | "stopped" | "error";
            /** @description Why an answer failed (ai.*, chat.answerFailed); chat.interrupted: the process writing it died and another one ended it (it can be regenerated) */
            errorCode: string | null;
            model: components["schemas"]["ChatModelLabel"] | null;
            assistantVersion: number | null;
            citations: components["schemas"]["ChatCitation"][];
            attachments: {
                id: string;
                filename: string;
                status: string;
            }[];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Expert settings (customizable chatbots only); every field optional */
        ChatThreadSettings: {
            /** @description One of the tenant's allowed chat models; null for the assistant's */
            modelId?: string | null;
            temperature?: number | null;
            /** @enum {string|null} */
            sourceMode?: "files" | "general" | "internal" | "all" | null;
            extraInstruction?: string | null;
        };
        ChatThread: {
            id: string;
            assistantId: string;
            /** @enum {string} */
            kind: "classic" | "dynamic";
            /** @description The chat route id the thread was made on; history opens it there */
            route: string;
            title: string;
            pinned: boolean;
            settings: components["schemas"]["ChatThreadSettings"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            lastMessageAt: string;
        };
        ChatAssistant: {
            id: string;
            name: string;
            description: string;
            icon: string;
            fixed: boolean;
            version: number;
            /** @enum {string} */
            sourceMode: "files" | "general" | "internal" | "all";
            conversationStarters: string[];
            disclaimer: string | null;
        };
        ChatThreadWithMessages: {
            thread: components["schemas"]["ChatThread"];
            /** @description Null when the assistant is no longer available to the user (the thread stays readable) */
            assistant: components["schemas"]["ChatAssistant"] | null;
            messages: components["schemas"]["ChatMessage"][];
        };
        ChatModel: {
            id: string;
            label: string;
        };
        /** @description One line of the application/x-ndjson answer stream: start, text, citations, done, error or title (see decision 0038) */
        ChatStreamEvent: {
            /** @enum {string} */
            type: "start" | "text" | "citations" | "done" | "error" | "title";
        };
        AssistantsAssistant: {
            id: string;
            tenantGroup: string;
            /** @description One of manifest/assistants.yaml: editable, never deletable; its source mode follows the manifest */
            fixed: boolean;
            /** @enum {string} */
            status: "draft" | "published";
            /** @description The current version; send it back with an update (a stale one answers 409) */
            version: number;
            name: string;
            description: string;
            icon: string;
            /** @description System prompt; may use {{user.name}}, {{date}}, {{tenant.language}} */
            instructions: string;
            /** @description Null: the tenant's default chat model (or the offline answer engine) */
            modelId: string | null;
            temperature: number | null;
            maxAnswerTokens: number | null;
            sourceMode: components["schemas"]["AssistantsSourceMode"];
            conversationStarters: string[];
            disclaimer: string | null;
            levels: string[];
            collectionIds: string[];
        };
        /** @enum {string} */
        AssistantsSourceMode: "files" | "general" | "internal" | "all";
        /** @description Checked with codes: assistants.nameRequired, assistants.instructionsTooLong (20,000), assistants.temperatureRange (0..2), assistants.maxAnswerTokensRange (1..32,000), assistants.startersInvalid (8 of 200), assistants.levelsInvalid, assistants.modelNotAllowed, assistants.collectionUnknown, assistants.fixedSourceMode */
        AssistantsCreate: {
            name: string;
            description?: string;
            icon?: string;
            instructions?: string;
            modelId?: string | null;
            temperature?: number | null;
            maxAnswerTokens?: number | null;
            sourceMode?: components["schemas"]["AssistantsSourceMode"];
            conversationStarters?: string[];
            disclaimer?: string | null;
            levels?: string[];
            collectionIds?: string[];
            /**
             * @description Default draft
             * @enum {string}
             */
            status?: "draft" | "published";
        };
        /** @description Checked with codes: assistants.nameRequired, assistants.instructionsTooLong (20,000), assistants.temperatureRange (0..2), assistants.maxAnswerTokensRange (1..32,000), assistants.startersInvalid (8 of 200), assistants.levelsInvalid, assistants.modelNotAllowed, assistants.collectionUnknown, assistants.fixedSourceMode */
        AssistantsUpdate: {
            name?: string;
            description?: string;
            icon?: string;
            instructions?: string;
            modelId?: string | null;
            temperature?: number | null;
            maxAnswerTokens?: number | null;
            sourceMode?: components["schemas"]["AssistantsSourceMode"];
            conversationStarters?: string[];
            disclaimer?: string | null;
            levels?: string[];
            collectionIds?: string[];
            /** @description The version the edit started from */
            version: number;
        };
        AssistantsList: {
            items: components["schemas"]["AssistantsAssistant"][];
        };
        AssistantsVersion: {
            version: number;
            name: string;
            sourceMode: string;
            modelId: string | null;
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AssistantsModel: {
            id: string;
            label: string;
            isDefault: boolean;
        };
        ChatHistoryThread: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "classic" | "dynamic";
            assistantId: string;
            assistantName: string;
            /** @description The route the thread was made on (chat room's format) */
            route: string;
            pinned: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastMessageAt: string;
            messageCount: number;
            /** @description With q - the passage of the thread's first matching message as text parts; match true for the words that matched (render as bold text, never as HTML) */
            snippet: {
                text: string;
                match: boolean;
            }[] | null;
        };
        ChatHistoryPage: {
            items: components["schemas"]["ChatHistoryThread"][];
            nextCursor: string | null;
        };
        ChatHistoryThreadChange: {
            title?: string;
            pinned?: boolean;
        };
        ChatHistoryDeleted: {
            deleted: number;
        };
        TeamActivityFigures: {
            /** @description Chat answers asked for (ledger rows of tool chat) */
            messages: number;
            /** @description Tile runs (ledger rows of tool tile; 0 until tiles record them) */
            tileRuns: number;
            tokensIn: number;
            tokensOut: number;
            /** @description tokensIn + tokensOut */
            tokens: number;
            /** @description Estimated from the models' prices; 0 for the offline engine */
            costEstimate: number;
        };
        /** @description Figures of the usage ledger for a date range (UTC days, both ends included). Never any message content. */
        TeamActivity: {
            group: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            totals: {
                /** @description Distinct users with at least one ledger row */
                activeUsers: number;
            } & components["schemas"]["TeamActivityFigures"];
            budget: {
                /** @description The tenant's monthly token budget (AI settings); null - none */
                monthlyTokenBudget: number | null;
                /** @description Each calendar month the range touches, with the range's tokens in it and their share of the budget */
                months: {
                    /** @description YYYY-MM */
                    month: string;
                    tokens: number;
                    /** @description tokens / monthlyTokenBudget; null without a budget */
                    share: number | null;
                }[];
            };
            /** @description Every day of the range, quiet days with 0 */
            byDay: ({
                /** Format: date */
                day: string;
                activeUsers: number;
            } & components["schemas"]["TeamActivityFigures"])[];
            byUser: ({
                userId: string;
                username: string;
                email: string;
                /** Format: date-time */
                lastActiveAt: string;
            } & components["schemas"]["TeamActivityFigures"])[];
            byAssistant: ({
                assistantId: string;
                /** @description The newest version's name; null for a deleted assistant */
                name: string | null;
                activeUsers: number;
            } & components["schemas"]["TeamActivityFigures"])[];
            byTile: ({
                tileId: string | null;
                /** @description The tile's title as its latest run recorded it */
                name: string | null;
                activeUsers: number;
            } & components["schemas"]["TeamActivityFigures"])[];
            byModel: ({
                modelName: string;
                /** @description The offline answer engine */
                offline: boolean;
                calls: number;
            } & components["schemas"]["TeamActivityFigures"])[];
        };
        GalleryImage: {
            id: string;
            /** @enum {string} */
            visibility: "private" | "tenant";
            /** @enum {string} */
            origin: "generated" | "edited" | "uploaded";
            prompt: string;
            negativePrompt: string;
            /** @description size, quality, style as chosen */
            settings: {
                [key: string]: string;
            };
            /** @description Display name of the model that made it */
            modelName: string | null;
            /** @enum {string} */
            mediaType: "image/png" | "image/jpeg" | "image/webp";
            width: number;
            height: number;
            sizeBytes: number;
            /** @description The image this one was made from */
            parentImageId: string | null;
            /** @description The caller is the author */
            mine: boolean;
            authorName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One line of the generator stream: start (how many), image (one stored image, as it arrives), error (one image failed, with an ai.* code), done */
        ImageGeneratorEvent: {
            /** @constant */
            type: "start";
            count: number;
        } | {
            /** @constant */
            type: "image";
            index: number;
            image: components["schemas"]["GalleryImage"];
        } | {
            /** @constant */
            type: "error";
            index: number;
            code: string;
        } | {
            /** @constant */
            type: "done";
        };
        /**
         * @description file: a data-pool file the user may read (its id); date: YYYY-MM-DD
         * @enum {string}
         */
        TilesVariableType: "text" | "longText" | "choice" | "number" | "date" | "file";
        TilesVariable: {
            name: string;
            type: components["schemas"]["TilesVariableType"];
            label: string;
            required: boolean;
            options: {
                value: string;
                label: string;
            }[];
            default: string | number | null;
        };
        TilesTile: {
            id: string;
            /**
             * @description starter: from manifest/tiles.yaml, in the tenant's language, read-only; tenant: made by the tenant's admins
             * @enum {string}
             */
            kind: "starter" | "tenant";
            title: string;
            description: string;
            icon: string;
            /** @enum {string} */
            category: "product" | "compliance" | "patient" | "marketing" | "other";
            /** @enum {string} */
            output: "markdown" | "table" | "email";
            /** @description The prompt; {{name}} inserts a variable */
            template: string;
            variables: components["schemas"]["TilesVariable"][];
            assistantId: string | null;
            modelId: string | null;
            levels: string[];
            /** @description The model may look products up in the product master */
            productMaster: boolean;
            /** @description The caller's level may run it */
            runnable: boolean;
            /** @description The caller may change and delete it (admins */
            editable: boolean;
        };
        /** @description Checked with codes: tiles.titleRequired, tiles.iconUnknown, tiles.levelsInvalid, tiles.templateRequired, tiles.templateUnknownVariable, tiles.variableNameInvalid, tiles.variableDuplicate, tiles.variableLabelRequired, tiles.choiceOptions, tiles.optionsOnlyForChoice, tiles.fileDefault, tiles.defaultInvalid, tiles.modelNotAllowed, tiles.assistantUnknown (fieldErrors by field, variables.<index> for a variable) */
        TilesInput: {
            title: string;
            description?: string;
            icon: string;
            /** @enum {string} */
            category: "product" | "compliance" | "patient" | "marketing" | "other";
            assistantId?: string | null;
            modelId?: string | null;
            template: string;
            variables: {
                name: string;
                type: components["schemas"]["TilesVariableType"];
                label: string;
                required: boolean;
                options?: string[];
                default?: string | number;
            }[];
            /** @enum {string} */
            output: "markdown" | "table" | "email";
            levels: string[];
        };
        TilesRun: {
            id: string;
            tileId: string;
            /** @description The tile's title when it ran (the tile may be gone) */
            tileTitle: string;
            tileIcon: string;
            /** @enum {string} */
            output: "markdown" | "table" | "email";
            /** @description The values sent, by variable name: send them again to run again */
            inputs: {
                [key: string]: string | number;
            };
            fields: {
                name: string;
                label: string;
                type: components["schemas"]["TilesVariableType"];
                /** @description The value as a person reads it: a file's name, a choice's label */
                display: string;
                value: string | number | null;
            }[];
            /** @description Markdown written by the model (data */
            content: string;
            model: {
                label: string;
                offline: boolean;
            };
            /**
             * @description unavailable: no language model is configured; content says so and where an admin adds one
             * @enum {string}
             */
            status: "streaming" | "complete" | "stopped" | "error" | "unavailable";
            /** @description Why it failed; tiles.interrupted: the server stopped while it ran */
            errorCode: string | null;
            /** @description Reworked versions of the output (response-optimisation prompts), oldest first; the output itself never changes */
            reworks: {
                id: string;
                optimizationId: string | null;
                /** @description The action's label when it ran */
                label: string;
                /** @description The reworked output (Markdown) */
                content: string;
                modelLabel: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            /** Format: date-time */
            createdAt: string;
        };
        /** @description One line of the run stream: start (the stored run), text (a delta), then done or error (the run as stored) */
        TilesRunEvent: {
            /** @enum {string} */
            type: "start" | "text" | "done" | "error";
        };
        FaqGeneration: {
            id: string;
            collectionId: string;
            fromDocuments: boolean;
            fromUserQuestions: boolean;
            maxPairs: number;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            /** @description Questions answered or left out so far */
            questionsDone: number;
            /** @description Questions gathered (0 while they are being gathered) */
            questionsTotal: number;
            pairsCreated: number;
            /** @description Questions left out because the documents do not answer them */
            questionsUnanswered: number;
            /** @description faq.* codes: parts not done (faq.documentQuestionsNeedModel, faq.noUserQuestions, faq.noDocumentQuestions) */
            notices: string[];
            /** @description Why a failed generation stopped (ai.* or faq.generationFailed) */
            errorCode: string | null;
            /** @description The model that answered; offline for quotes without a model; null before the job started */
            model: components["schemas"]["ChatModelLabel"] | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        FaqEntry: {
            id: string;
            collectionId: string;
            generationId: string | null;
            /** @enum {string} */
            origin: "documents" | "users";
            /** @description How often users asked it (origin users), personal data removed */
            askedCount: number;
            question: string;
            /** @description Plain text with citation markers [n]; data, never HTML */
            answer: string;
            citations: components["schemas"]["ChatCitation"][];
            /** @enum {string} */
            status: "draft" | "approved" | "published";
            /** @description True when the offline engine quoted the documents (no language model) */
            quoted: boolean;
            edited: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        FaqPublication: {
            /** @description The FAQ.md document in the collection */
            fileId: string | null;
            entryCount: number;
            /** Format: date-time */
            publishedAt: string;
        };
        /** @description A variable of the template: builtin ({{user.name}}, {{date}}, {{tenant.language}}), text ({{topic}}) or choice ({{tone:formal|casual}}) */
        PromptsVariable: {
            /** @enum {string} */
            kind: "builtin" | "text" | "choice";
            name: string;
            options?: string[];
        };
        PromptsPrompt: {
            id: string;
            title: string;
            description: string;
            /** @description The template at the version in use */
            body: string;
            category: string;
            tags: string[];
            /**
             * @description private: its owner only; shared: every user of the tenant may use it
             * @enum {string}
             */
            visibility: "private" | "shared";
            mine: boolean;
            /** @description The version in use */
            currentVersion: number;
            latestVersion: number;
            variables: components["schemas"]["PromptsVariable"][];
            /** Format: date-time */
            updatedAt: string;
        };
        PromptsList: {
            items: components["schemas"]["PromptsPrompt"][];
        };
        /** @description Checked with codes: prompts.titleRequired, prompts.bodyRequired, prompts.tooLong (title 200, description 2,000, body 20,000, category 100), prompts.tagsInvalid (20 of 50), prompts.visibilityInvalid, prompts.template.emptyOption, prompts.template.conflictingChoice, prompts.template.builtinChoice */
        PromptsFields: {
            title?: string;
            description?: string;
            body?: string;
            category?: string;
            tags?: string[];
            /** @enum {string} */
            visibility?: "private" | "shared";
        };
        PromptsVersion: {
            version: number;
            title: string;
            description: string;
            body: string;
            inUse: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        PromptsExport: {
            /** @constant */
            format: "tessera.prompt-library";
            /** @constant */
            version: 1;
            /** Format: date-time */
            exportedAt: string;
            prompts: {
                title: string;
                description: string;
                body: string;
                category: string;
                tags: string[];
                /** @enum {string} */
                visibility: "private" | "shared";
            }[];
        };
        PromptsOptimization: {
            id: string;
            /** @description The key in manifest/response-optimizations.yaml; null for the organisation's own */
            defaultKey: string | null;
            label: string;
            instruction: string;
            /** @description A default whose text an admin replaced */
            edited: boolean;
            enabled: boolean;
            position: number;
        };
        PromptsOptimizationList: {
            items: components["schemas"]["PromptsOptimization"][];
        };
        /** @description Checked with codes: prompts.optimization.labelRequired, prompts.optimization.instructionRequired, prompts.tooLong (label 40, instruction 4,000), prompts.optimization.onlyBuiltins; null label or instruction brings a default's text back (else prompts.optimization.notDefault) */
        PromptsOptimizationFields: {
            label?: string | null;
            instruction?: string | null;
            enabled?: boolean;
        };
        PromptsRework: {
            id: string;
            messageId: string;
            optimizationId: string | null;
            /** @description The action's label when it ran */
            label: string;
            /** @description The reworked answer (Markdown) */
            content: string;
            modelLabel: string | null;
            /** @description The version the user chose for the answer (at most one per answer; none: the original); the chat continues from it */
            selected: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        Podcast: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "feed" | "upload";
            /** @description The feed address (feed podcasts) */
            url: string | null;
            /** @enum {string} */
            schedule: "manual" | "hourly" | "daily";
            episodes: number;
            /** Format: date-time */
            lastFetchedAt: string | null;
            /** @enum {string|null} */
            lastStatus: "ok" | "notModified" | "failed" | null;
            /** @description analysisFetch.* code of the last failed fetch */
            lastError: string | null;
            /** @description Episodes the last fetch added */
            lastAdded: number;
            /** Format: date-time */
            createdAt: string;
            /** @description false: paused, the feed is not fetched on its schedule */
            enabled?: boolean;
        };
        PodcastKeyword: {
            id: string;
            term: string;
            aliases: string[];
            /** @enum {string} */
            kind: "own" | "competitor" | "ingredient" | "indication";
        };
        PodcastEpisodeSummary: {
            id: string;
            title: string;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            fetchedAt: string | null;
            durationSeconds: number | null;
            /**
             * @description none: no transcript (a transcription model is needed); the show notes are matched
             * @enum {string}
             */
            transcriptOrigin: "publisher" | "model" | "upload" | "none";
            hasAudio: boolean;
            language: string | null;
            /** @description Keyword hits per list kind (the deterministic matcher) */
            mentions: {
                own: number;
                competitor: number;
                ingredient: number;
                indication: number;
            };
            /** @description Suspected AEs (model) and possible AEs (keywords) */
            adverseEvents: number;
            healthClaims: number;
            /** @description The latest run's summary; null before any */
            summary: string | null;
            topics: string[];
            /** Format: date-time */
            analysedAt: string | null;
            modelLabel: string | null;
            /** @description The prompt version of the latest result */
            promptVersion?: number | null;
            transcription?: components["schemas"]["PodcastTranscription"];
        };
        PodcastRun: {
            id: string;
            status: string;
            itemsTotal: number;
            itemsDone: number;
            itemsFailed: number;
            modelLabel: string | null;
            errorCode: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        PodcastMention: {
            term: string;
            /** @description own, competitor, ingredient, indication */
            kind: string;
            /** @description The second of the episode the mention is in */
            second: number | null;
            quote: string;
            /** @description positive, neutral, negative: the model's (null without a run) */
            sentiment: string | null;
            /** @enum {string} */
            origin: "keywords" | "model";
            start: number;
            end: number;
        };
        PodcastFinding: {
            id: string;
            origin: string;
            product: string | null;
            /** @description AE: the reaction verbatim */
            detail: string | null;
            quote: string | null;
            reason: string | null;
            second: number | null;
            patientPresent: boolean | null;
            reporterPresent: boolean | null;
            reviewStatus: string;
        };
        PodcastEpisode: {
            id: string;
            podcastId: string | null;
            title: string;
            /** Format: date-time */
            publishedAt: string | null;
            durationSeconds: number | null;
            transcriptOrigin: string;
            hasAudio: boolean;
            transcription?: components["schemas"]["PodcastTranscription"];
            /** @description Where the page's <audio> element plays the episode from: the ticket route, valid for some hours */
            audioSrc: string | null;
            language: string | null;
            url: string | null;
            text: string;
            segments: {
                start: number;
                end: number;
                text: string;
            }[] | null;
            mentions: components["schemas"]["PodcastMention"][];
            result: null | {
                summary: string | null;
                topics: string[];
                modelLabel: string | null;
                promptVersion: number;
                /** Format: date-time */
                createdAt: string;
            };
            healthClaims: components["schemas"]["PodcastFinding"][];
            adverseEvents: components["schemas"]["PodcastFinding"][];
        };
        MedicheckUserRef: {
            id: string;
            username: string;
        } | null;
        MedicheckFinding: {
            id: string;
            tool: string;
            itemId: string;
            itemTitle: string;
            itemUrl: string | null;
            sourceId: string | null;
            sourceTitle: string | null;
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            fetchedAt: string;
            /** @description keywords, rule or model */
            origin: string;
            /** @description aeSuspected, aePossibleKeywords, mandatoryTextMissing, superlative, comparison, offLabel, fairBalanceMissing, healthClaim, mention */
            type: string;
            product: string | null;
            /** @description AE: the reaction verbatim; mention: its kind */
            detail: string | null;
            patientPresent: boolean | null;
            reporterPresent: boolean | null;
            quote: string | null;
            quoteStart: number | null;
            quoteEnd: number | null;
            second: number | null;
            sentiment: string | null;
            reason: string | null;
            /** @enum {string} */
            reviewStatus: "open" | "confirmed" | "dismissed" | "forwarded";
            dismissReason: string | null;
            reviewedBy: components["schemas"]["MedicheckUserRef"];
            /** Format: date-time */
            reviewedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            safetyCaseId: string | null;
        };
        /** @enum {string} */
        MedicheckElementState: "found" | "missing" | "unknown";
        MedicheckSafetyCase: {
            id: string;
            /** @enum {string} */
            status: "open" | "exported" | "closed";
            /** @enum {string} */
            via: "rule" | "review";
            tool: string;
            findingId: string;
            findingType: string;
            itemId: string;
            itemTitle: string;
            language: string | null;
            product: string | null;
            reaction: string | null;
            quote: string | null;
            sourceTitle: string | null;
            sourceUrl: string | null;
            /**
             * Format: date-time
             * @description When the item reached Tessera (the day the tenant could know of it)
             */
            firstSeenAt: string;
            /** Format: date-time */
            publishedAt: string | null;
            /** @description The four elements of a valid report (GVP Module VI) */
            elements: {
                patient: components["schemas"]["MedicheckElementState"];
                reporter: components["schemas"]["MedicheckElementState"];
                product: components["schemas"]["MedicheckElementState"];
                reaction: components["schemas"]["MedicheckElementState"];
            };
            /** @description All four elements found */
            validReport: boolean;
            reviewStatus: string;
            reviewedBy: components["schemas"]["MedicheckUserRef"];
            /** Format: date-time */
            reviewedAt: string | null;
            forwardedBy: components["schemas"]["MedicheckUserRef"];
            ruleId: string | null;
            ruleName: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @enum {string} */
        MedicheckFindingType: "aeSuspected" | "aePossibleKeywords" | "mandatoryTextMissing" | "superlative" | "comparison" | "offLabel" | "fairBalanceMissing" | "healthClaim" | "mention";
        MedicheckRule: {
            id: string;
            /** @enum {string} */
            tool: "medicheck" | "podcast";
            /** @description Empty: a default rule, named by its finding type's label */
            name: string;
            findingType: components["schemas"]["MedicheckFindingType"];
            /** @description Only findings naming this product (case and accents ignored); null: any */
            product: string | null;
            /** @enum {string} */
            delivery: "immediate" | "digest";
            /** @description An immediate rule raises one case per item or product within this many minutes; further matches go into the digest (disposition cooldown) */
            cooldownMinutes: number;
            enabled: boolean;
            /** Format: date-time */
            lastFiredAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        MedicheckPromptVersion: {
            id: string;
            /** @enum {string} */
            profile: "pvScreening" | "promoCheck" | "podcastEpisode";
            /** @description 1 is the manifest default in the tenant language */
            version: number;
            instruction: string;
            schemaVersion: number;
            note: string | null;
            inUse: boolean;
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        MedicheckPromptProfile: {
            /** @enum {string} */
            profile: "pvScreening" | "promoCheck" | "podcastEpisode";
            schemaVersion: number;
            /** @description The JSON Schema the model output must fit (manifest/analysis-prompts.yaml) */
            outputSchema: {
                [key: string]: unknown;
            };
            versions: components["schemas"]["MedicheckPromptVersion"][];
        };
        MedicheckFindingDraft: {
            type: string;
            product: string | null;
            detail: string | null;
            patientPresent: boolean | null;
            reporterPresent: boolean | null;
            quote: string;
            quoteStart: number;
            quoteEnd: number;
            second: number | null;
            sentiment: string | null;
            reason: string | null;
        };
        MedicheckTrial: {
            /** @enum {string} */
            status: "ok" | "failed";
            /** @description The validated output; null when it failed */
            output: {
                [key: string]: unknown;
            } | null;
            /** @description analysisRun.invalidOutput, analysisRun.itemTooLong or an ai.* code */
            errorCode: string | null;
            /** @description The validator's message */
            errorDetail: string | null;
            findings: components["schemas"]["MedicheckFindingDraft"][];
            /** @description Quotes not found word for word in the item (not shown) */
            quotesDropped: number;
            attempts: number;
            tokensIn: number;
            tokensOut: number;
            cost: number;
            model: components["schemas"]["MedicheckModel"];
        };
        MedicheckModel: {
            id: string;
            label: string;
        };
        /** @description Named items (all the tenant's, else 404) or a scope (default unanalysed: items the profile has no successful result for), not both */
        MedicheckRunSelection: {
            /** @enum {string} */
            profile: "pvScreening" | "promoCheck";
            itemIds?: string[];
            /** @enum {string} */
            scope?: "unanalysed" | "all";
        };
        MedicheckRunEstimate: {
            items: number;
            /** @description Estimated: prompt and text at about 4 characters a token, plus a quarter of the output limit per item */
            tokens: number;
            /** @description null without a model or without the model's prices */
            cost: number | null;
            model: components["schemas"]["MedicheckModel"] | null;
            /** @description Why no run can start: analysisRun.noModel, ai.budgetExceeded, ai.modelNotAllowed */
            code: string | null;
            /** @description Tokens left of the tenant's monthly budget; null: none */
            budgetRemaining: number | null;
        };
        MedicheckRun: {
            id: string;
            profile: string;
            promptId: string;
            promptVersion: number;
            modelLabel: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed" | "cancelled";
            itemsTotal: number;
            /** @description Items with a result (ok or failed) */
            itemsDone: number;
            itemsFailed: number;
            estimatedTokens: number;
            estimatedCost: number | null;
            tokensUsed: number;
            cost: number | null;
            /** @description Why it stopped: ai.budgetExceeded, ai.modelNotAllowed, analysisRun.noModel, analysisRun.interrupted */
            errorCode: string | null;
            createdBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MedicheckRunDetail: components["schemas"]["MedicheckRun"] & {
            /** @description Quotes of the run's outputs not found word for word in their items */
            quotesDropped: number;
            failedItems: {
                itemId: string;
                title: string;
                errorCode: string | null;
                errorDetail: string | null;
            }[];
        };
        VisibilityCompetitor: {
            name: string;
            aliases?: string[];
            domains?: string[];
        };
        VisibilityMarket: {
            /** @enum {string} */
            country: "DE" | "AT" | "CH" | "FR";
            /** @enum {string} */
            language: "de" | "fr" | "en";
        };
        VisibilityEngine: {
            modelId: string;
            webSearch: boolean;
        };
        VisibilityProjectInput: {
            name: string;
            clientGroup?: string | null;
            brand: string;
            brandAliases?: string[];
            ownDomains?: string[];
            competitors?: components["schemas"]["VisibilityCompetitor"][];
            markets?: components["schemas"]["VisibilityMarket"][];
            topics?: string[];
            engines?: components["schemas"]["VisibilityEngine"][];
            /** @enum {string} */
            cadence?: "manual" | "weekly" | "daily";
            samples?: number;
            approvedCollectionId?: string | null;
        };
        VisibilityProject: {
            id: string;
            name: string;
            clientGroup: string | null;
            brand: string;
            brandAliases: string[];
            ownDomains: string[];
            competitors: {
                name: string;
                aliases: string[];
                domains: string[];
            }[];
            markets: components["schemas"]["VisibilityMarket"][];
            topics: string[];
            engines: components["schemas"]["VisibilityEngine"][];
            /** @enum {string} */
            cadence: "manual" | "weekly" | "daily";
            samples: number;
            approvedCollectionId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        VisibilityPrompt: {
            id: string;
            projectId: string;
            text: string;
            topic: string;
            /** @enum {string} */
            category: "discovery" | "useCase" | "comparison" | "brand";
            market: string;
            language: string;
            branded: boolean;
            active: boolean;
        };
        VisibilityRun: {
            id: string;
            projectId: string;
            /** @enum {string} */
            status: "queued" | "running" | "judging" | "done" | "failed";
            errorCode: string | null;
            answersTotal: number;
            answersDone: number;
            answersFailed: number;
            verdictsDone: number;
            tokensUsed: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        VisibilityProportion: {
            value: number;
            successes: number;
            n: number;
            low: number;
            high: number;
            smallSample: boolean;
        };
        VisibilityFigureGroup: {
            key: string;
            label: string;
            answers: number;
            failed: number;
            noAnswer: number;
            visibility: components["schemas"]["VisibilityProportion"];
            shareOfVoice: components["schemas"]["VisibilityProportion"];
            averagePosition: {
                value: number;
                n: number;
                smallSample: boolean;
            };
            citationShare: {
                own: components["schemas"]["VisibilityProportion"];
                competitor: components["schemas"]["VisibilityProportion"];
                healthPortal: components["schemas"]["VisibilityProportion"];
                retailer: components["schemas"]["VisibilityProportion"];
                other: components["schemas"]["VisibilityProportion"];
            };
            sentiment: {
                positive: components["schemas"]["VisibilityProportion"];
                neutral: components["schemas"]["VisibilityProportion"];
                negative: components["schemas"]["VisibilityProportion"];
            };
            accuracy: components["schemas"]["VisibilityProportion"];
        };
        VisibilityAnswerSummary: {
            id: string;
            promptId: string;
            market: string;
            topic: string;
            category: string;
            modelLabel: string;
            sample: number;
            /** @enum {string} */
            status: "ok" | "failed" | "noAnswer";
            brandMentioned: boolean;
            brandPosition: number | null;
            citations: number;
            /** Format: date-time */
            askedAt: string;
            excerpt: string;
        };
        VisibilityAnswer: {
            id: string;
            runId: string;
            promptId: string;
            promptText: string | null;
            market: string;
            topic: string;
            category: string;
            modelLabel: string;
            sample: number;
            /** @enum {string} */
            status: "ok" | "failed" | "noAnswer";
            errorCode: string | null;
            text: string;
            citations: {
                url: string;
                domain: string;
                /** @enum {string} */
                type: "own" | "competitor" | "healthPortal" | "retailer" | "other";
            }[];
            tokensIn: number;
            tokensOut: number;
            brandPosition: number | null;
            /** Format: date-time */
            askedAt: string;
            mentions: {
                entity: string;
                /** @enum {string} */
                kind: "own" | "competitor";
                start: number;
                end: number;
                matched: string;
                listPosition: number | null;
            }[];
            verdict: null | {
                /** @enum {string} */
                sentiment: "positive" | "neutral" | "negative";
                /** @enum {string} */
                accuracy: "correct" | "incorrect" | "noClaim" | "unverifiable";
                answerQuote: string;
                labelQuote: string;
                labelSource: string;
                reason: string;
                modelLabel: string;
                promptVersion: string;
            };
        };
        PubmedQuestion: {
            id: string;
            /** @description The conversation: its first question's id (this id for a first question) */
            threadId: string;
            question: string;
            language: string;
            queries: string[];
            filters: {
                fromYear?: number;
                toYear?: number;
                publicationTypes?: string[];
            };
            /** @enum {string} */
            source: "pubmed" | "library" | "unavailable";
            /** @enum {string} */
            mode: "model" | "extractive" | "none";
            answer: string;
            citedPmids: string[];
            evidence: {
                pmid: string;
                title: string;
                year: number | null;
                journal: string | null;
                studyType: string | null;
                n: number | null;
            }[];
            articles: {
                pmid: string;
                title: string;
                year: number | null;
                journal: string | null;
                authors: string[];
            }[];
            modelLabel: string | null;
            ownMs: number;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Figures summed over posts (each with its latest snapshot); engagementRate = engagements / impressions, null without impressions; membersReached null when no post reports it */
        InfluencingTotals: {
            posts: number;
            impressions: number;
            membersReached: number | null;
            reactions: number;
            comments: number;
            reshares: number;
            engagements: number;
            engagementRate: number | null;
        };
        InfluencingFigures: {
            impressions: number;
            membersReached: number | null;
            reactions: number;
            comments: number;
            reshares: number;
        };
        InfluencingAmbassador: {
            id: string;
            name: string;
            userId: string | null;
            /** Format: date */
            consentOn: string;
            posts: number;
        };
        InfluencingPost: {
            id: string;
            ambassadorId: string;
            ambassadorName: string;
            url: string;
            /** Format: date */
            publishedOn: string;
            text: string;
            /** @enum {string} */
            origin: "import" | "manual" | "linkedin";
            /** Format: date */
            figuresOn: string | null;
            figures: components["schemas"]["InfluencingFigures"] | null;
            engagementRate: number | null;
        };
        InfluencingTopic: {
            name: string;
            keywords: string[];
        };
        InfluencingIdeaFinding: {
            /** @enum {string} */
            origin: "rule" | "model";
            type: string;
            quote: string | null;
            /** @description A message key (origin rule) or the model reason (origin model) */
            reason: string;
            detail: string | null;
        };
        InfluencingPostIdea: {
            id: string;
            /** @enum {string} */
            sourceKind: "collection" | "tile" | "pasted";
            sourceLabel: string;
            brief: string;
            /** @enum {string} */
            language: "de" | "en";
            /** @enum {string} */
            status: "queued" | "done" | "failed";
            errorCode: string | null;
            text: string;
            modelLabel: string | null;
            sources: {
                label: string;
                excerpt: string;
            }[];
            ruleFindings: components["schemas"]["InfluencingIdeaFinding"][];
            promoFindings: components["schemas"]["InfluencingIdeaFinding"][] | null;
            /** @enum {string} */
            promoCheckStatus: "pending" | "done" | "failed" | "skipped";
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Chat messages as a medicine-check source (decision 0114) */
        MedicheckChatSource: {
            enabled: boolean;
            /** Format: date-time */
            enabledAt: string | null;
            routes: {
                id: string;
                /** @description An external chatbot: chosen by default */
                external: boolean;
                chosen: boolean;
                /** @description While on: the time from which its messages count */
                since: string | null;
            }[];
            /** Format: date-time */
            lastIntakeAt: string | null;
            messagesTaken: number;
        };
        /** @description The episode's transcript state and its latest transcription by the tenant's model (decision 0113) */
        PodcastTranscription: {
            /** @enum {string} */
            state: "notNeeded" | "waitingForModel" | "waiting" | "noAudio" | "queued" | "running" | "done" | "failed";
            /** @description Why it failed: an ai.*, analysisFetch.* or podcast.* code */
            errorCode: string | null;
            modelLabel: string | null;
            minutes: number | null;
            /** @description EUR; null without a price per minute */
            cost: number | null;
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
        /** @description The answer as application/x-ndjson: start, text deltas, citations, then done or error, maybe title */
        ChatStream: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/x-ndjson": components["schemas"]["ChatStreamEvent"];
            };
        };
        /** @description An answer is still being written in the thread (chat.threadBusy) */
        ChatBusy: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many messages in the last minute (chat.rateLimited); Retry-After says when to try again */
        ChatRateLimited: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        GalleryImageId: string;
        /** @description First day (UTC), YYYY-MM-DD; by default 29 days before to */
        ActivityFrom: string;
        /** @description Last day (UTC), YYYY-MM-DD, included; by default today. At most 366 days from from */
        ActivityTo: string;
        /** @description The table to export; by default day */
        ActivityTable: "day" | "user" | "assistant" | "tile" | "model";
        /** @description The CSV separator; by default the one the caller's language's spreadsheets expect (semicolon and decimal comma for de and fr, comma for en) */
        ActivityDelimiter: "comma" | "semicolon";
        /** @description The language of the column titles and separator: the first of de, en, fr asked for; else the group's language */
        ActivityLanguage: string;
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
        ChatThreadId: string;
        ChatMessageId: string;
        TileId: string;
        TileRunId: string;
        MedicheckPromptId: string;
        MedicheckRunId: string;
        FaqGenerationId: string;
        FaqEntryId: string;
        PromptId: string;
        OptimizationId: string;
        /** @description The language of the defaults' texts (the reader's); by default de */
        PromptLanguage: "de" | "en" | "fr";
        PodcastId: string;
        PodcastEpisodeId: string;
        MedicheckFindingId: string;
        MedicheckCaseId: string;
        MedicheckRuleId: string;
        /** @description From this day (YYYY-MM-DD) or instant; the item's date (published, else fetched) */
        MedicheckFrom: string;
        /** @description Up to this day (inclusive) or instant */
        MedicheckTo: string;
        /** @description A source id */
        MedicheckSource: string;
        /** @description CSV: the separator; by default the caller's language's (en comma, de and fr semicolon) */
        MedicheckDelimiter: "comma" | "semicolon";
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
            /** @description The e-mail address is in use: code email.taken (naming the group) for the ROOT of PARENT, the neutral email.unavailable for anyone else, whichever tenant holds it */
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
            /** @description The file is refused by the guard: a zip bomb (file.compressionRatio, file.tooLargeUncompressed, file.tooManyEntries, file.sizeMismatch for an entry that unpacks to more than it declares), or reading it needed too much memory (file.tooComplex) or time (file.tooSlow) */
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
    "ai-providers-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every provider (without keys) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AiAdminProvider"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "ai-providers-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiAdminProviderCreate"];
            };
        };
        responses: {
            /** @description Created; audited as ai.provider.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "ai-providers-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its models; audited as ai.provider.deleted */
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
    "ai-providers-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiAdminProviderChange"];
            };
        };
        responses: {
            /** @description Changed; audited as ai.provider.changed (field names only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "ai-providers-test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                providerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider's model list (GET {baseUrl}/models), or ok false with the reason code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminConnectionTest"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "ai-models-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Models to choose from (ROOT of PARENT - every model; tenant admins - the enabled ones of enabled providers) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AiAdminModel"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "ai-models-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiAdminModelCreate"];
            };
        };
        responses: {
            /** @description Created; audited as ai.model.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminModel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The provider already has a model of that name (ai.modelDuplicate) */
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
    "ai-models-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                modelId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (and removed from every tenant's choices); audited as ai.model.deleted */
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
    "ai-models-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                modelId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiAdminModelChange"];
            };
        };
        responses: {
            /** @description Changed; audited as ai.model.changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminModel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The provider already has a model of that name (ai.modelDuplicate) */
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
    "ai-models-try": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                modelId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messages: {
                        /** @enum {string} */
                        role: "user" | "assistant";
                        content: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description The model's answer with its tokens and how long it took */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        text: string;
                        inputTokens: number;
                        outputTokens: number;
                        latencyMs: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The model did not answer (the gateway's code, such as ai.authFailed, ai.timeout, ai.budgetExceeded) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The model (code ai.modelDisabled) or its provider (code ai.providerDisabled) is disabled; nothing was sent */
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
    "ai-settings-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant group; tenant admins only their own (another answers 404) */
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group's AI settings with this month's use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminTenantSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "ai-settings-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tenant group; tenant admins only their own (another answers 404) */
                group: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiAdminTenantSettingsChange"];
            };
        };
        responses: {
            /** @description Changed; one audit entry per kind of setting changed (ai.tenant.*.changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiAdminTenantSettings"];
                };
            };
            /** @description Bad values: unknown model (ai.modelUnknown), default not allowed or not a chat model (ai.defaultNotAllowed), embeddings model not allowed (ai.embeddingNotAllowed) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Not allowed; a tenant admin sending ceilings (ai.ceilingsParentOnly) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
            /** @description A budget or quota above the tenant's ceiling (ai.aboveCeiling, with params.ceiling per field) */
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
                /** @description Stored normalised: NFC, without bidi or control characters, path separators removed, at most 200 characters; 400 knowledge.badFileName when nothing is left */
                filename: string;
                collectionId?: string;
                threadId?: string;
                assistantId?: string;
                /** @description The uploader's own file (a tile's form), seen by no one else */
                personal?: boolean;
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
    "knowledge-files-profile": {
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
                "application/json": components["schemas"]["KnowledgeDocumentProfile"];
            };
        };
        responses: {
            /** @description The file with its profile */
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
                        /** @description True: hybrid search (full text and vectors); false: full-text search only */
                        vectorSearch: boolean;
                        /**
                         * @description What vector search lacks: the database has no pgvector, or the tenant no usable embeddings model; null when it is available
                         * @enum {unknown}
                         */
                        vectorSearchMissing: "databaseExtension" | "embeddingsModel" | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "chat-history-list": {
        parameters: {
            query?: {
                kind?: "classic" | "dynamic";
                /** @description Full-text search over the thread's messages in the group's language */
                q?: string;
                assistantId?: string;
                /** @description Last message on or after */
                from?: string;
                /** @description Last message before */
                to?: string;
                pinned?: boolean;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's own threads, pinned first, then newest last message first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatHistoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "chat-threads-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assistantId: string;
                    routeId: string;
                    /** @enum {string} */
                    kind: "classic" | "dynamic";
                    settings?: components["schemas"]["ChatThreadSettings"];
                };
            };
        };
        responses: {
            /** @description The new thread */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatThread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-history-delete-all": {
        parameters: {
            query?: {
                kind?: "classic" | "dynamic";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every thread of the caller deleted (of the kind when given), with their attachments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatHistoryDeleted"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "chat-threads-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's own thread with its messages, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatThreadWithMessages"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-history-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its messages and attachments */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-history-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatHistoryThreadChange"];
            };
        };
        responses: {
            /** @description Renamed or (un)pinned */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatHistoryThread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-threads-settings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatThreadSettings"];
            };
        };
        responses: {
            /** @description The thread with its new settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatThread"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-messages-send": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    attachmentIds?: string[];
                };
            };
        };
        responses: {
            200: components["responses"]["ChatStream"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ChatBusy"];
            429: components["responses"]["ChatRateLimited"];
        };
    };
    "chat-messages-regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
                messageId: components["parameters"]["ChatMessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ChatStream"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ChatBusy"];
            429: components["responses"]["ChatRateLimited"];
        };
    };
    "chat-messages-edit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
                messageId: components["parameters"]["ChatMessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            200: components["responses"]["ChatStream"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ChatBusy"];
            429: components["responses"]["ChatRateLimited"];
        };
    };
    "chat-threads-stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: components["parameters"]["ChatThreadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether an answer was running and got stopped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stopped: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-assistants-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assistants: components["schemas"]["ChatAssistant"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "chat-models-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models and the tenant's default (null - the offline answer engine) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        models: components["schemas"]["ChatModel"][];
                        defaultModelId: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "assistants-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assistants of the caller's group the caller may use; admins also see drafts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "assistants-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssistantsCreate"];
            };
        };
        responses: {
            /** @description Created as version 1; audited as assistant.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantsAssistant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "assistants-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat models the caller's group may use (an empty list - the offline answer engine answers) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AssistantsModel"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "assistants-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assistant at its current version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantsAssistant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "assistants-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (soft); audited as assistant.deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A fixed assistant (assistants.fixedNotDeletable) */
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
    "assistants-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssistantsUpdate"];
            };
        };
        responses: {
            /** @description Saved as a new version; audited as assistant.changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantsAssistant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Saved by someone else meanwhile (assistants.staleVersion) */
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
    "assistants-versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every version, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AssistantsVersion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "assistants-publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published; audited as assistant.published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantsAssistant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "assistants-unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                assistantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to draft; audited as assistant.unpublished */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssistantsAssistant"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-history-bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    threadIds: string[];
                };
            };
        };
        responses: {
            /** @description The caller's threads among them deleted (others' ids are ignored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatHistoryDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "chat-history-export": {
        parameters: {
            query: {
                format: "md" | "json";
            };
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread as a download (Content-Disposition attachment) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "team-activity-get": {
        parameters: {
            query?: {
                /** @description The tenant group; by default the caller's. Only the ROOT of PARENT may name another (else 404) */
                group?: string;
                /** @description First day (UTC), YYYY-MM-DD; by default 29 days before to */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Last day (UTC), YYYY-MM-DD, included; by default today. At most 366 days from from */
                to?: components["parameters"]["ActivityTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group's figures for the range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamActivity"];
                };
            };
            /** @description Bad range: not a date (teamActivity.badDate), ends before it starts (teamActivity.reversedRange), longer than 366 days (teamActivity.rangeTooLong) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "team-activity-export": {
        parameters: {
            query?: {
                /** @description As for team-activity-get */
                group?: string;
                /** @description First day (UTC), YYYY-MM-DD; by default 29 days before to */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Last day (UTC), YYYY-MM-DD, included; by default today. At most 366 days from from */
                to?: components["parameters"]["ActivityTo"];
                /** @description The table to export; by default day */
                by?: components["parameters"]["ActivityTable"];
                /** @description The CSV separator; by default the one the caller's language's spreadsheets expect (semicolon and decimal comma for de and fr, comma for en) */
                delimiter?: components["parameters"]["ActivityDelimiter"];
            };
            header?: {
                /** @description The language of the column titles and separator: the first of de, en, fr asked for; else the group's language */
                "Accept-Language"?: components["parameters"]["ActivityLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One table as CSV, every field quoted, formula-like cells neutralised */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "chcmate-team-activity-get": {
        parameters: {
            query?: {
                /** @description First day (UTC), YYYY-MM-DD; by default 29 days before to */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Last day (UTC), YYYY-MM-DD, included; by default today. At most 366 days from from */
                to?: components["parameters"]["ActivityTo"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CHC-mate assistants' figures for the range */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamActivity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "chcmate-team-activity-export": {
        parameters: {
            query?: {
                /** @description First day (UTC), YYYY-MM-DD; by default 29 days before to */
                from?: components["parameters"]["ActivityFrom"];
                /** @description Last day (UTC), YYYY-MM-DD, included; by default today. At most 366 days from from */
                to?: components["parameters"]["ActivityTo"];
                /** @description The table to export; by default day */
                by?: components["parameters"]["ActivityTable"];
                /** @description The CSV separator; by default the one the caller's language's spreadsheets expect (semicolon and decimal comma for de and fr, comma for en) */
                delimiter?: components["parameters"]["ActivityDelimiter"];
            };
            header?: {
                /** @description The language of the column titles and separator: the first of de, en, fr asked for; else the group's language */
                "Accept-Language"?: components["parameters"]["ActivityLanguage"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One table of the CHC-mate view as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "images-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image models the caller's tenant may use, and whether the prompt helper has a chat model */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                            canGenerate: boolean;
                            /** @description Offers /images/edits (inpainting) */
                            canEdit: boolean;
                        }[];
                        /** @description The tenant has a default chat model */
                        promptHelper: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    "images-generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    modelId: string;
                    prompt: string;
                    negativePrompt?: string;
                    count: number;
                    /** @enum {string} */
                    size: "1024x1024" | "1536x1024" | "1024x1536";
                    /** @enum {string} */
                    quality: "auto" | "low" | "medium" | "high";
                    /** @enum {string} */
                    style: "none" | "photo" | "illustration" | "flat" | "watercolor" | "render3d";
                };
            };
        };
        responses: {
            /** @description The images as they arrive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["ImageGeneratorEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The tenant's token budget is spent (ai.budgetExceeded) or the images asked for would pass its image budget (ai.imageBudgetExceeded) */
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
    "images-prompt-helper": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idea: string;
                };
            };
        };
        responses: {
            /** @description The detailed prompt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prompt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No chat model for the tenant, budget spent, or the model call failed (code says which) */
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
    "images-list": {
        parameters: {
            query?: {
                /** @description Words the prompt contains */
                q?: string;
                scope?: "all" | "mine" | "shared";
                limit?: number;
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of images */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["GalleryImage"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    "images-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image's description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "images-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
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
    "images-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    visibility: "private" | "tenant";
                };
            };
        };
        responses: {
            /** @description The changed image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "images-content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "images-download": {
        parameters: {
            query: {
                format: "png" | "webp";
            };
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The converted image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description An image stored before the 40-megapixel limit and above it (images.tooManyPixels) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every conversion slot is taken and the queue is full, or the wait ran out (images.busy, with Retry-After); a second download of the same image and format is kept and costs no conversion */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "images-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
                "image/png": string;
                "image/jpeg": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Stored as a private image of the caller */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description Larger than 20 MB (images.tooLarge) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a readable PNG, JPEG or WebP (images.unsupportedType) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More than 40 megapixels by its header (images.tooManyPixels) */
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
    "images-transform": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    crop?: {
                        left: number;
                        top: number;
                        width: number;
                        height: number;
                    };
                    resize?: {
                        width: number;
                        height: number;
                        /** @enum {string} */
                        fit: "cover" | "contain" | "fill";
                    };
                    /** @enum {string} */
                    format?: "png" | "jpeg" | "webp";
                };
            };
        };
        responses: {
            /** @description The new image */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The crop lies outside the image (images.cropOutside), or the image has more than 40 megapixels (images.tooManyPixels) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Every image slot is taken and the queue is full, or the wait ran out (images.busy, with Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "images-inpaint": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    modelId: string;
                    prompt: string;
                    /** @description Base64 PNG of the image size; transparent pixels mark what to change */
                    mask?: string;
                };
            };
        };
        responses: {
            /** @description The new image */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Budget spent, content policy, or the provider failed (code says which) */
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
    "images-lineage": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image and the images it was made from, newest first (as far as the caller may see them) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["GalleryImage"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "images-overlay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: components["parameters"]["GalleryImageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    /** @enum {string} */
                    textPosition: "top" | "bottom";
                    /** @enum {string} */
                    textColor: "white" | "black";
                    /**
                     * @description Where the tenant's logo goes; absent: no logo
                     * @enum {string}
                     */
                    logoCorner?: "top-left" | "top-right" | "bottom-left" | "bottom-right";
                };
            };
        };
        responses: {
            /** @description The new image */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryImage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    "tiles-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tiles the caller may run (starter tiles first, in the group's language); admins also their tenant's own tiles their level may not run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TilesTile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "tiles-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TilesInput"];
            };
        };
        responses: {
            /** @description Created; audited as tile.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TilesTile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "tiles-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a tile may use - the chat models the group may use and the assistants the caller may use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        models: {
                            id: string;
                            label: string;
                            isDefault: boolean;
                        }[];
                        assistants: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "tiles-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The indexed data-pool files the caller may read, then the caller's own uploads from tile forms (collection null), for a tile's file field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            filename: string;
                            /** @description The data-pool collection; null: the caller's own upload */
                            collection: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "tiles-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tileId: components["parameters"]["TileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TilesTile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "tiles-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tileId: components["parameters"]["TileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TilesInput"];
            };
        };
        responses: {
            /** @description Saved; audited as tile.changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TilesTile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A starter tile (tiles.starterReadOnly) */
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
    "tiles-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tileId: components["parameters"]["TileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (its runs stay in their users' history); audited as tile.deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A starter tile (tiles.starterReadOnly) */
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
    "tiles-run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tileId: components["parameters"]["TileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    inputs: {
                        [key: string]: string | number | null;
                    };
                };
            };
        };
        responses: {
            /** @description The run as application/x-ndjson */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": components["schemas"]["TilesRunEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The tile's assistant is no longer available (tiles.assistantUnavailable) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description More runs in the last minute than TILE_RUN_PER_MINUTE allows (tiles.rateLimited); Retry-After says when the next one is accepted */
            429: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tile-runs-list": {
        parameters: {
            query?: {
                /** @description Words that must all occur in the tile's title, the form's values or the output */
                q?: string;
                tileId?: string;
                /** @description The nextCursor of the page before */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's own runs, newest first, 30 a page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TilesRun"][];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "tile-runs-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["TileRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's own run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TilesRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "tile-runs-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["TileRunId"];
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
    "tile-runs-rework": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["TileRunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    optimizationId: string;
                    /**
                     * @description The language of a default's instruction; by default de
                     * @enum {string}
                     */
                    language?: "de" | "en" | "fr";
                };
            };
        };
        responses: {
            /** @description The run, its output reworked by a language model through the gateway (ledger tool rework, the tile's id) added to its reworks */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TilesRun"];
                };
            };
            /** @description Not a finished run (prompts.rework.notAnAnswer), or a bad body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description No language model set up (prompts.rework.needsModel: nothing is invented), or the model failed (ai.timeout, ai.rateLimited, ai.badResponse ...) */
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
    "faq-generations-list": {
        parameters: {
            query: {
                collectionId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection's latest generations (newest first) and the model a new one would use (null: none, quotes only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["FaqGeneration"][];
                        model: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "faq-generations-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    collectionId: string;
                    fromDocuments: boolean;
                    fromUserQuestions: boolean;
                    /** @default 10 */
                    maxPairs?: number;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqGeneration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description faq.modelRequired or faq.generationRunning */
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
    "faq-generations-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                generationId: components["parameters"]["FaqGenerationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The generation and its progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqGeneration"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "faq-entries-list": {
        parameters: {
            query: {
                collectionId: string;
                status?: "draft" | "approved" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection's pairs (oldest first) and its publication */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["FaqEntry"][];
                        publication: components["schemas"]["FaqPublication"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "faq-entries-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: components["parameters"]["FaqEntryId"];
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
    "faq-entries-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entryId: components["parameters"]["FaqEntryId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question?: string;
                    answer?: string;
                    /** @enum {string} */
                    status?: "draft" | "approved";
                };
            };
        };
        responses: {
            /** @description The changed pair */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "faq-publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    collectionId: string;
                };
            };
        };
        responses: {
            /** @description The publication */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqPublication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The document does not fit in the tenant's storage (knowledge.quotaExceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "faq-export": {
        parameters: {
            query: {
                collectionId: string;
                format: "markdown" | "json" | "jsonld";
                /** @description Which pairs; by default published */
                status?: "draft" | "approved" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pairs as a download: Markdown, JSON with their sources, or schema.org FAQPage JSON-LD. 400 faq.nothingToExport with none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                    "application/json": Record<string, never>;
                    "application/ld+json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "prompts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's own prompts and the tenant's shared ones, each at its version in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "prompts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptsFields"];
            };
        };
        responses: {
            /** @description Created as version 1 (private unless visibility says shared); audited as prompt.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsPrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "prompts-usable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompts the caller may insert in a chat (own and shared), at their version in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "prompts-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every prompt the caller sees, at its version in use, as a JSON file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsExport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "prompts-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Every prompt imported as a new prompt of the caller; audited as prompt.imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imported: number;
                        ids: string[];
                    };
                };
            };
            /** @description Nothing imported: not an export (prompts.importFormat), no prompts (prompts.importEmpty), too many (prompts.importTooMany), or fieldErrors per prompt (prompts.3.title ...) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "prompts-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The prompt at its version in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsPrompt"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "prompts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its versions; audited as prompt.deleted */
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
    "prompts-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptsFields"];
            };
        };
        responses: {
            /** @description Saved; a new title, description or text is a new version, put in use; audited as prompt.changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsPrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "prompts-versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every version, newest first; inUse marks the one the chat inserts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PromptsVersion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "prompts-use-version": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["PromptId"];
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description That version is now in use; audited as prompt.versionUsed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsPrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "response-optimizations-list": {
        parameters: {
            query?: {
                /** @description The language of the defaults' texts (the reader's); by default de */
                language?: components["parameters"]["PromptLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation's response-optimisation prompts in order (the manifest's defaults included), enabled or not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsOptimizationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "response-optimizations-create": {
        parameters: {
            query?: {
                /** @description The language of the defaults' texts (the reader's); by default de */
                language?: components["parameters"]["PromptLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptsOptimizationFields"];
            };
        };
        responses: {
            /** @description Added at the end; audited as responseOptimization.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsOptimization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "response-optimizations-enabled": {
        parameters: {
            query?: {
                /** @description The language of the defaults' texts (the reader's); by default de */
                language?: components["parameters"]["PromptLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enabled ones in order, as the actions under a chat answer, and why they cannot run now (an error code such as prompts.rework.needsModel or ai.budgetExceeded; null when they can) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            label: string;
                        }[];
                        unavailable: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "response-optimizations-reorder": {
        parameters: {
            query?: {
                /** @description The language of the defaults' texts (the reader's); by default de */
                language?: components["parameters"]["PromptLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description The new order; audited as responseOptimization.reordered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsOptimizationList"];
                };
            };
            /** @description The ids are not exactly the organisation's prompts, each once (prompts.optimization.orderMismatch) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "response-optimizations-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                optimizationId: components["parameters"]["OptimizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; audited as responseOptimization.deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A default of the manifest can only be switched off (prompts.optimization.defaultNotDeletable) */
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
    "response-optimizations-update": {
        parameters: {
            query?: {
                /** @description The language of the defaults' texts (the reader's); by default de */
                language?: components["parameters"]["PromptLanguage"];
            };
            header?: never;
            path: {
                optimizationId: components["parameters"]["OptimizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromptsOptimizationFields"];
            };
        };
        responses: {
            /** @description Saved; audited as responseOptimization.changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsOptimization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-reworks-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reworked versions of the thread's answers, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PromptsRework"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "chat-reworks-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    optimizationId: string;
                    /**
                     * @description The language of a default's instruction; by default de
                     * @enum {string}
                     */
                    language?: "de" | "en" | "fr";
                };
            };
        };
        responses: {
            /** @description The answer reworked by a language model through the gateway (ledger tool rework), stored as a new version beside it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptsRework"];
                };
            };
            /** @description Not a finished answer (prompts.rework.notAnAnswer), or a bad body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description No language model set up (prompts.rework.needsModel: nothing is invented), or the model failed (ai.timeout, ai.rateLimited, ai.badResponse ...) */
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
    "chat-answer-version-select": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of the answer's reworks; null: the original answer */
                    reworkId: string | null;
                };
            };
        };
        responses: {
            /** @description Chosen */
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
        };
    };
    "podcasts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's podcasts (newest first) and the transcription model episodes without a transcript would use (null: none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Podcast"][];
                        transcriptionModel: string | null;
                        /** @description EUR per minute of the transcription model, the catalogue's (set by the ROOT of PARENT; null: no price; decision 0113) */
                        transcriptionPrice?: number | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "podcasts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "feed" | "upload";
                    url?: string;
                    title?: string;
                    /** @enum {string} */
                    schedule?: "manual" | "hourly" | "daily";
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
                    "application/json": components["schemas"]["Podcast"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description podcast.alreadySubscribed */
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
    "podcasts-keywords-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's podcast keywords of the mention kinds (own, competitor, ingredient, indication) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PodcastKeyword"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "podcasts-keywords-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "own" | "competitor" | "ingredient" | "indication";
                    term: string;
                    aliases?: string[];
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PodcastKeyword"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description podcast.keywordExists */
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
    "podcasts-keywords-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keywordId: string;
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
    "podcasts-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The podcast, its episodes (newest first) with counts and the latest result, the latest podcast runs, and the models in use (null: none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        podcast: components["schemas"]["Podcast"];
                        episodes: components["schemas"]["PodcastEpisodeSummary"][];
                        runs: components["schemas"]["PodcastRun"][];
                        transcriptionModel: string | null;
                        chatModel: string | null;
                        /** @description The podcast's transcriptions: minutes and cost (EUR; null when no transcription had a price) */
                        transcriptionCosts?: {
                            minutes: number;
                            cost: number | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "podcasts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
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
    "podcasts-fetch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description queued false: a fetch already waits or runs */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description podcast.notAFeed */
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
    "podcasts-episodes-upload": {
        parameters: {
            query: {
                filename: string;
                title: string;
                publishedAt?: string;
            };
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The episode */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description podcast.episodeExists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description podcast.transcriptTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description podcast.transcriptType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description podcast.transcriptUnreadable */
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
    "podcasts-runs-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    episodeIds?: string[];
                };
            };
        };
        responses: {
            /** @description The run is queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description podcast.modelNeeded, podcast.nothingToAnalyse, or a budget refusal (ai.budgetExceeded) */
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
    "podcasts-episode-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The episode: its transcript, mentions with their second (keyword hits first, classified by the model), the latest result, health claims and suspected AEs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PodcastEpisode"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "podcasts-episode-audio": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole audio */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description podcast.audioUnavailable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "podcasts-episode-audio-upload": {
        parameters: {
            query: {
                filename: string;
            };
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored */
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
            /** @description podcast.audioTooLarge or podcast.quotaExceeded */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description podcast.notAudio */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "podcasts-audio-by-ticket": {
        parameters: {
            query: {
                ticket: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole audio */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description podcast.audioUnavailable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "medicheck-findings-list": {
        parameters: {
            query?: {
                /** @description Finding types, comma-separated */
                type?: string;
                /** @description Part of the product name (case and accents ignored) */
                product?: string;
                /** @description A source id */
                source?: components["parameters"]["MedicheckSource"];
                /** @description From this day (YYYY-MM-DD) or instant; the item's date (published, else fetched) */
                from?: components["parameters"]["MedicheckFrom"];
                /** @description Up to this day (inclusive) or instant */
                to?: components["parameters"]["MedicheckTo"];
                /** @description Review states, comma-separated (open, confirmed, dismissed, forwarded) */
                review?: string;
                itemId?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The findings of medicine-check, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MedicheckFinding"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-findings-review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                findingId: components["parameters"]["MedicheckFindingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "confirm" | "dismiss" | "forward";
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The finding as reviewed and its safety case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        finding: components["schemas"]["MedicheckFinding"];
                        safetyCaseId: string | null;
                        caseCreated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description safety.dismissReasonRequired, safety.reasonTooLong or safety.forwardNeedsAdverseEvent */
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
    "medicheck-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description CSV: the separator; by default the caller's language's (en comma, de and fr semicolon) */
                delimiter?: components["parameters"]["MedicheckDelimiter"];
                /** @description A source id */
                source?: components["parameters"]["MedicheckSource"];
                status?: string;
                /** @description From this day (YYYY-MM-DD) or instant; the item's date (published, else fetched) */
                from?: components["parameters"]["MedicheckFrom"];
                /** @description Up to this day (inclusive) or instant */
                to?: components["parameters"]["MedicheckTo"];
                q?: string;
                product?: string;
                keyword?: string;
            };
            header?: never;
            path?: never;
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
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-keyword-stats-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description CSV: the separator; by default the caller's language's (en comma, de and fr semicolon) */
                delimiter?: components["parameters"]["MedicheckDelimiter"];
                /** @description From this day (YYYY-MM-DD) or instant; the item's date (published, else fetched) */
                from?: components["parameters"]["MedicheckFrom"];
                /** @description Up to this day (inclusive) or instant */
                to?: components["parameters"]["MedicheckTo"];
                /** @description A source id */
                source?: components["parameters"]["MedicheckSource"];
                listKind?: "own" | "competitor" | "ingredient" | "indication" | "ae" | "redFlag";
            };
            header?: never;
            path?: never;
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
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-safety-cases-list": {
        parameters: {
            query?: {
                status?: "open" | "exported" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's safety cases, newest first, and how many are open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MedicheckSafetyCase"][];
                        openCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-safety-cases-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                caseId: components["parameters"]["MedicheckCaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckSafetyCase"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-safety-cases-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                caseId: components["parameters"]["MedicheckCaseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "exported" | "closed";
                };
            };
        };
        responses: {
            /** @description The changed case */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckSafetyCase"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-safety-cases-export": {
        parameters: {
            query: {
                format: "json" | "csv";
                /** @description CSV: the separator; by default the caller's language's (en comma, de and fr semicolon) */
                delimiter?: components["parameters"]["MedicheckDelimiter"];
            };
            header?: never;
            path: {
                caseId: components["parameters"]["MedicheckCaseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-rules-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MedicheckRule"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-rules-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /**
                     * @default medicheck
                     * @enum {string}
                     */
                    tool?: "medicheck" | "podcast";
                    findingType: components["schemas"]["MedicheckFindingType"];
                    product?: string | null;
                    /** @enum {string} */
                    delivery: "immediate" | "digest";
                    /** @default 60 */
                    cooldownMinutes?: number;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The rule */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description safety.immediateNeedsAdverseEvent */
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
    "medicheck-rules-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: components["parameters"]["MedicheckRuleId"];
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
    "medicheck-rules-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ruleId: components["parameters"]["MedicheckRuleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    findingType?: components["schemas"]["MedicheckFindingType"];
                    product?: string | null;
                    /** @enum {string} */
                    delivery?: "immediate" | "digest";
                    cooldownMinutes?: number;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description The changed rule */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description safety.immediateNeedsAdverseEvent */
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
    "medicheck-digest": {
        parameters: {
            query?: {
                /** @description From this day (YYYY-MM-DD) or instant; the item's date (published, else fetched) */
                from?: components["parameters"]["MedicheckFrom"];
                /** @description Up to this day (inclusive) or instant */
                to?: components["parameters"]["MedicheckTo"];
                ruleId?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The digest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            ruleId: string;
                            ruleName: string;
                            /** @enum {string} */
                            disposition: "digest" | "cooldown";
                            /** Format: date-time */
                            createdAt: string;
                            findingId: string;
                            findingType: string;
                            product: string | null;
                            detail: string | null;
                            quote: string | null;
                            reviewStatus: string;
                            itemId: string;
                            itemTitle: string;
                            itemUrl: string | null;
                        }[];
                        counts: {
                            ruleId: string;
                            /** @enum {string} */
                            disposition: "digest" | "cooldown";
                            count: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-sources-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's feeds and pages with schedule and last fetch */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-sources-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description feed or url (else 400 analysis.badSourceKind) */
                    kind?: string;
                    /** @description http or https only (analysis.urlRequired, analysis.badUrl) */
                    url?: string;
                    title?: string;
                    /** @description manual, hourly, daily (feeds only; analysis.badSchedule) */
                    schedule?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created; its first fetch is queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description analysis.badSourceKind, analysis.urlRequired, analysis.badUrl, analysis.badSchedule, analysis.tooLong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-sources-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its items stay. Audited as analysis.source.deleted */
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
    "medicheck-sources-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description feed or url (else 400 analysis.badSourceKind) */
                    kind?: string;
                    /** @description http or https only (analysis.urlRequired, analysis.badUrl) */
                    url?: string;
                    title?: string;
                    /** @description manual, hourly, daily (feeds only; analysis.badSchedule) */
                    schedule?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Saved; audited as analysis.source.changed */
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
            /** @description As for creating */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-sources-fetch": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fetch queued (queued false: one already waits or runs) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-items-list": {
        parameters: {
            query?: {
                /** @description A source id */
                source?: string;
                /** @description new, matched, failed */
                status?: string;
                /** @description YYYY-MM-DD (analysis.badDate) */
                from?: string;
                /** @description YYYY-MM-DD, inclusive (analysis.badDate, analysis.reversedRange) */
                to?: string;
                /** @description Words in title or text */
                q?: string;
                /** @description An own or competitor product (keyword term, case ignored) or the product a finding names */
                product?: string;
                /** @description A keyword id: the items with hits of that keyword (each item then carries keywordHits) */
                keyword?: string;
                /** @description 1 to 200, default 50 (analysis.badLimit) */
                limit?: string;
                /** @description nextCursor of the page before (analysis.badCursor) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first: each item with status, hit counts by list kind, latest result and open findings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            [key: string]: unknown;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description analysis.badDate, analysis.reversedRange, analysis.badLimit, analysis.badCursor */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-items-paste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @description analysis.textRequired, analysis.textTooLong (1,000,000 characters) */
                    text?: string;
                    /** @description de, fr, en; absent: detected */
                    language?: string | null;
                    /** @description YYYY-MM-DD or an ISO time (analysis.badDate) */
                    publishedAt?: string | null;
                    /** @description A promotional text of the tenant (checked for the mandatory text of lay advertising) */
                    promotional?: boolean;
                    /** @description DE, AT, FR (analysis.badMarket); absent: from the language, else the tenant */
                    market?: string | null;
                };
            };
        };
        responses: {
            /** @description The same text was already an item (created false) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemId: string;
                        created: boolean;
                    };
                };
            };
            /** @description A new item, matched and checked; audited as analysis.item.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemId: string;
                        created: boolean;
                    };
                };
            };
            /** @description analysis.textRequired, analysis.textTooLong, analysis.badLanguage, analysis.badDate, analysis.badMarket */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-items-upload": {
        parameters: {
            query: {
                /** @description The file's name; its extension says its type */
                filename: string;
                /** @description de, fr, en */
                language?: string;
                /** @description true: a promotional text of the tenant */
                promotional?: string;
                /** @description DE, AT, FR */
                market?: string;
                /** @description YYYY-MM-DD */
                publishedAt?: string;
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
            /** @description The same text was already an item (created false) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemId: string;
                        created: boolean;
                    };
                };
            };
            /** @description A new item; audited as analysis.item.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        itemId: string;
                        created: boolean;
                    };
                };
            };
            /** @description analysis.badFileName, analysis.emptyFile, analysis.badLanguage, analysis.badMarket */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description analysis.fileTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description analysis.unsupportedType, analysis.typeMismatch */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description analysis.noText, analysis.unreadableFile, analysis.encryptedFile, analysis.fileTooSlow */
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
    "medicheck-items-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item with its text, keyword hits, every result and its findings with quote offsets */
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
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-items-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its hits, results and findings; audited as analysis.item.deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description analysis.itemInSafetyInbox: a case of the safety inbox holds it */
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
    "medicheck-keyword-lists-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists with their keywords (the manifest's defaults on first use) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-keyword-lists-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description own, competitor, ingredient, indication, ae, redFlag (analysis.badListKind) */
                    kind?: string;
                    /** @description analysis.nameRequired, analysis.tooLong */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Created; audited as analysis.keywordList.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description analysis.badListKind, analysis.nameRequired, analysis.tooLong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-keyword-lists-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its keywords and hits; audited as analysis.keywordList.deleted */
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
    "medicheck-keyword-lists-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description own, competitor, ingredient, indication, ae, redFlag (analysis.badListKind) */
                    kind?: string;
                    /** @description analysis.nameRequired, analysis.tooLong */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Saved (a new kind recomputes the hits); audited as analysis.keywordList.changed */
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
            /** @description As for creating */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-keywords-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description analysis.termRequired, analysis.termWithoutWords, analysis.tooLong */
                    term?: string;
                    aliases?: string[];
                    /** @description de, fr, en or null (analysis.badLanguage) */
                    language?: string | null;
                    /** @description Indication terms: the own products (their terms) this symptom is the indication of */
                    indicationFor?: string[];
                };
            };
        };
        responses: {
            /** @description Added; the hits are recomputed (recompute inline, or queued for many items); audited as analysis.keyword.created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description analysis.termRequired, analysis.termWithoutWords, analysis.badAliases, analysis.badLanguage, analysis.tooLong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-keywords-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keywordId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its hits; audited as analysis.keyword.deleted */
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
    "medicheck-keywords-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keywordId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description analysis.termRequired, analysis.termWithoutWords, analysis.tooLong */
                    term?: string;
                    aliases?: string[];
                    /** @description de, fr, en or null (analysis.badLanguage) */
                    language?: string | null;
                    /** @description Indication terms: the own products (their terms) this symptom is the indication of */
                    indicationFor?: string[];
                };
            };
        };
        responses: {
            /** @description Saved; the hits are recomputed; audited as analysis.keyword.changed */
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
            /** @description As for adding */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-keyword-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Own products from the product master not yet on an own-product list (readable false: the caller may not read the product master) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        readable: boolean;
                        items: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-keyword-stats": {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD, inclusive */
                to?: string;
                /** @description A source id */
                source?: string;
                /** @description own, competitor, ingredient, indication, ae, redFlag (analysis.badListKind) */
                listKind?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Hits per term, per source and per ISO week */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        terms: {
                            [key: string]: unknown;
                        }[];
                        sources: {
                            [key: string]: unknown;
                        }[];
                        weeks: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description analysis.badDate, analysis.reversedRange, analysis.badListKind */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-prompts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per profile (pvScreening, promoCheck) its output schema and every version, oldest first, the one in use marked; version 1 is the manifest's default in the tenant language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profiles: components["schemas"]["MedicheckPromptProfile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-prompts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    profile: "pvScreening" | "promoCheck";
                    instruction: string;
                    note?: string | null;
                    use: boolean;
                };
            };
        };
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckPromptVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-prompts-use": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["MedicheckPromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version, now in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckPromptVersion"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-prompts-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    profile: "pvScreening" | "promoCheck";
                    instruction: string;
                    itemId: string;
                };
            };
        };
        responses: {
            /** @description The validated output (or why it failed) and the findings it would yield */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckTrial"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description analysisRun.noModel, ai.budgetExceeded or ai.modelNotAllowed */
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
    "medicheck-runs-estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedicheckRunSelection"];
            };
        };
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckRunEstimate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-runs-list": {
        parameters: {
            query?: {
                profile?: "pvScreening" | "promoCheck";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs, newest first (trials are not runs) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["MedicheckRun"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-runs-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MedicheckRunSelection"];
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description analysisRun.noModel, ai.budgetExceeded or ai.modelNotAllowed */
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
    "medicheck-runs-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["MedicheckRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run's progress, its failed items with their reasons and the quotes dropped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckRunDetail"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-projects-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's projects, the models that can be engines, the data-pool collections and the markets served */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VisibilityProject"][];
                        models: {
                            id: string;
                            label: string;
                        }[];
                        collections: {
                            id: string;
                            name: string;
                        }[];
                        markets: components["schemas"]["VisibilityMarket"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "visibility-projects-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityProjectInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityProject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description visibility.nameTaken */
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
    "visibility-projects-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityProject"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-projects-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VisibilityProjectInput"];
            };
        };
        responses: {
            /** @description The project as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityProject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description visibility.nameTaken */
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
    "visibility-projects-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
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
    "visibility-prompts-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tracked prompts by market, category and text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VisibilityPrompt"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-prompts-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    topic?: string;
                    /** @enum {string} */
                    category: "discovery" | "useCase" | "comparison" | "brand";
                    market: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description visibility.promptExists */
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
    "visibility-prompts-starter": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many prompts were added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description visibility.starterNeedsSettings */
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
    "visibility-prompts-export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: text, topic, category, market, language, active */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-prompts-import": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    csv: string;
                };
            };
        };
        responses: {
            /** @description Added and skipped (tracked already) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        skipped: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-prompts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
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
    "visibility-prompts-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    topic?: string;
                    /** @enum {string} */
                    category?: "discovery" | "useCase" | "comparison" | "brand";
                    market?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description The prompt as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityPrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description visibility.promptExists */
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
    "visibility-runs-list": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The latest 20 runs, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VisibilityRun"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-runs-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Started */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runId: string;
                        answersTotal: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description visibility.noEngine, ai.modelNotAllowed, ai.budgetExceeded */
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
    "visibility-runs-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run and its counters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-figures": {
        parameters: {
            query?: {
                dimension?: "all" | "engine" | "market" | "topic" | "category" | "week";
                from?: string;
                to?: string;
                runId?: string;
                includeBranded?: boolean;
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dimension: string;
                        groups: components["schemas"]["VisibilityFigureGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-figures-export": {
        parameters: {
            query?: {
                dimension?: "all" | "engine" | "market" | "topic" | "category" | "week";
                from?: string;
                to?: string;
                runId?: string;
                includeBranded?: boolean;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures as CSV: per group each proportion with n, low and high; as XLSX also a sheet of the answers behind them (at most 20,000, newest first; x-export-truncated: true when more) with their verdicts */
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
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-answers-list": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                runId?: string;
                includeBranded?: boolean;
                engine?: string;
                market?: string;
                topic?: string;
                category?: "discovery" | "useCase" | "comparison" | "brand";
                mentioned?: boolean;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers behind the figures, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VisibilityAnswerSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "visibility-answers-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                answerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer with its mentions (offsets into the text), citations and verdict */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityAnswer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "pubmed-questions-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's own questions, newest first (at most 100) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            question: string;
                            /** @enum {string} */
                            mode: "model" | "extractive" | "none";
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "pubmed-questions-ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    /** @enum {string} */
                    language: "de" | "en" | "fr";
                    queries?: string[];
                    fromYear?: number;
                    toYear?: number;
                    publicationTypes?: string[];
                    /** @enum {string} */
                    source?: "auto" | "library";
                    /** @description A follow-up in this conversation (404 when it is not yours) */
                    threadId?: string;
                };
            };
        };
        responses: {
            /** @description The question with its answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PubmedQuestion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The language model failed (ai.* code) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "pubmed-questions-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A question and its answer: the queries run, where the records came from, the answer (model text or quoted conclusions; empty when nothing relevant was found), the cited PMIDs, the evidence table and the fetched records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PubmedQuestion"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "pubmed-questions-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: string;
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
    "pubmed-questions-references": {
        parameters: {
            query: {
                format: "ris" | "bibtex" | "vancouver";
            };
            header?: never;
            path: {
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cited references as a file (RIS, BibTeX or numbered Vancouver text) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-research-info-systems": string;
                    "application/x-bibtex": string;
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "pubmed-library-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's literature collection: how many records it holds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "pubmed-library-import": {
        parameters: {
            query: {
                filename: string;
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
            /** @description Imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        updated: number;
                        skipped: number;
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description pubmed.fileTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description pubmed.fileType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description pubmed.unreadableFile or pubmed.noRecords */
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
    "pubmed-settings-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description NCBI settings: the key's last four characters (never the key), the contact e-mail and the rate they give */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKeyHint: string | null;
                        email: string | null;
                        requestsPerSecond: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "pubmed-settings-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey?: string | null;
                    email?: string | null;
                };
            };
        };
        responses: {
            /** @description The settings now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKeyHint: string | null;
                        email: string | null;
                        requestsPerSecond: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "campaigns-connection-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's Mailchimp connection (null: none; the key is never shown, only its last four characters) and how the last sync went */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connection: null | {
                            apiKeyHint: string;
                            datacenter: string;
                            accountName: string | null;
                            /** @enum {string} */
                            syncStatus: "idle" | "queued" | "running" | "ok" | "failed";
                            syncErrorCode: string | null;
                            /** Format: date-time */
                            syncedAt: string | null;
                            syncedCount: number;
                            skippedCount: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "campaigns-connection-put": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey: string;
                };
            };
        };
        responses: {
            /** @description Connected; a sync is queued */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description campaigns.unreachable, campaigns.badAnswer or campaigns.rateLimited */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "campaigns-connection-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "campaigns-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued (or already waiting) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description campaigns.notConnected */
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
    "campaigns-import": {
        parameters: {
            query: {
                filename: string;
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
            /** @description How many campaigns were written and how many rows were left out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        written: number;
                        skipped: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description campaigns.importTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description campaigns.importType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description campaigns.importNotExport or campaigns.importUnreadable */
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
    "campaigns-list": {
        parameters: {
            query?: {
                q?: string;
                from?: string;
                to?: string;
                audience?: string;
                language?: "de" | "en" | "fr";
                tag?: string;
                sort?: "relevance" | "sentAt" | "clickRate" | "openRate" | "emailsSent" | "uniqueClicks" | "unsubscribes";
                order?: "asc" | "desc";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of campaigns, the total, the filter choices and the library's medians */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            /** @enum {string} */
                            source: "mailchimp" | "import";
                            title: string;
                            subject: string;
                            previewText: string;
                            audienceName: string | null;
                            language: string | null;
                            /** Format: date-time */
                            sentAt: string | null;
                            emailsSent: number | null;
                            uniqueOpens: number | null;
                            openRate: number | null;
                            uniqueClicks: number | null;
                            clickRate: number | null;
                            unsubscribes: number | null;
                            bounces: number | null;
                            tags: {
                                products: string[];
                                themes: string[];
                                /** @enum {string|null} */
                                audience: "consumer" | "pharmacist" | "both" | null;
                            } | null;
                        }[];
                        total: number;
                        facets: {
                            audiences: string[];
                            languages: string[];
                            tags: string[];
                        };
                        medians: {
                            clickRate: number | null;
                            openRate: number | null;
                            unsubscribeRate: number | null;
                            bounceRate: number | null;
                            campaigns: number;
                        };
                        /** @description True when this search also ranks by meaning (decision 0107); false: full text only */
                        semanticSearch: boolean;
                        /**
                         * @description Why the search is full text only: the database has no pgvector, the tenant has no embeddings model, or the search words could not be embedded just now
                         * @enum {string|null}
                         */
                        semanticSearchMissing: "databaseExtension" | "embeddingsModel" | "queryNotEmbedded" | null;
                        /** @description Campaigns not yet embedded (full text finds them); null without search by meaning */
                        campaignsWithoutVector: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "campaigns-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaign: {
                            [key: string]: unknown;
                        };
                        medians: {
                            [key: string]: unknown;
                        };
                        similar: {
                            id: string;
                            title: string;
                            subject: string;
                            /** Format: date-time */
                            sentAt: string | null;
                            clickRate: number | null;
                        }[];
                        /**
                         * @description meaning: nearest by the campaigns’ vectors; words: by shared frequent words
                         * @enum {string}
                         */
                        similarBy: "meaning" | "words";
                        drafts: {
                            [key: string]: unknown;
                        }[];
                        /** @description The tenant's chat model the summary and drafts use (null: none) */
                        modelLabel: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "campaigns-summarise": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description campaigns.noModel */
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
    "campaigns-drafts-create": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                campaignId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brief?: string;
                };
            };
        };
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description campaigns.noModel */
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
    "voice-agents-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's voice agents by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            version: number;
                            language: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "voice-agents-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    config: {
                        persona: string;
                        /** @enum {string} */
                        language: "de-DE" | "de-AT" | "fr-FR";
                        voice: string;
                        instructions: string;
                        firstMessage: string;
                        collectionIds: string[];
                        productLookup: boolean;
                        chatModelId: string | null;
                        transcriptionModelId: string | null;
                        speechModelId: string | null;
                        maxCallSeconds: number;
                        recording: boolean;
                        consentText: string;
                        summaryPrompt: string;
                        dataFields: {
                            key: string;
                            /** @enum {string} */
                            type: "text" | "choice" | "yesNo" | "number";
                            description: string;
                            choices?: string[];
                        }[];
                        successCriteria: {
                            key: string;
                            description: string;
                        }[];
                    };
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
                    "application/json": {
                        id: string;
                        name: string;
                        version: number;
                        config: {
                            persona: string;
                            /** @enum {string} */
                            language: "de-DE" | "de-AT" | "fr-FR";
                            voice: string;
                            instructions: string;
                            firstMessage: string;
                            collectionIds: string[];
                            productLookup: boolean;
                            chatModelId: string | null;
                            transcriptionModelId: string | null;
                            speechModelId: string | null;
                            maxCallSeconds: number;
                            recording: boolean;
                            consentText: string;
                            summaryPrompt: string;
                            dataFields: {
                                key: string;
                                /** @enum {string} */
                                type: "text" | "choice" | "yesNo" | "number";
                                description: string;
                                choices?: string[];
                            }[];
                            successCriteria: {
                                key: string;
                                description: string;
                            }[];
                        };
                        versions: {
                            version: number;
                            name: string;
                            createdAt: string;
                        }[];
                        webhookPath: string;
                        webhookSecret: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "voice-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What an agent may use: the tenant's chat, transcription and speech models, its knowledge collections, and whether it has the safety inbox */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chatModels: {
                            id: string;
                            label: string;
                        }[];
                        transcriptionModels: {
                            id: string;
                            label: string;
                        }[];
                        speechModels: {
                            id: string;
                            label: string;
                        }[];
                        collections: {
                            id: string;
                            name: string;
                        }[];
                        safetyInbox: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "voice-agents-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent at its current version, its versions, its webhook path and secret */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        version: number;
                        config: {
                            persona: string;
                            /** @enum {string} */
                            language: "de-DE" | "de-AT" | "fr-FR";
                            voice: string;
                            instructions: string;
                            firstMessage: string;
                            collectionIds: string[];
                            productLookup: boolean;
                            chatModelId: string | null;
                            transcriptionModelId: string | null;
                            speechModelId: string | null;
                            maxCallSeconds: number;
                            recording: boolean;
                            consentText: string;
                            summaryPrompt: string;
                            dataFields: {
                                key: string;
                                /** @enum {string} */
                                type: "text" | "choice" | "yesNo" | "number";
                                description: string;
                                choices?: string[];
                            }[];
                            successCriteria: {
                                key: string;
                                description: string;
                            }[];
                        };
                        versions: {
                            version: number;
                            name: string;
                            createdAt: string;
                        }[];
                        webhookPath: string;
                        webhookSecret: string;
                        updatedAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "voice-agents-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    config: {
                        persona: string;
                        /** @enum {string} */
                        language: "de-DE" | "de-AT" | "fr-FR";
                        voice: string;
                        instructions: string;
                        firstMessage: string;
                        collectionIds: string[];
                        productLookup: boolean;
                        chatModelId: string | null;
                        transcriptionModelId: string | null;
                        speechModelId: string | null;
                        maxCallSeconds: number;
                        recording: boolean;
                        consentText: string;
                        summaryPrompt: string;
                        dataFields: {
                            key: string;
                            /** @enum {string} */
                            type: "text" | "choice" | "yesNo" | "number";
                            description: string;
                            choices?: string[];
                        }[];
                        successCriteria: {
                            key: string;
                            description: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Saved as a new version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        version: number;
                        config: {
                            persona: string;
                            /** @enum {string} */
                            language: "de-DE" | "de-AT" | "fr-FR";
                            voice: string;
                            instructions: string;
                            firstMessage: string;
                            collectionIds: string[];
                            productLookup: boolean;
                            chatModelId: string | null;
                            transcriptionModelId: string | null;
                            speechModelId: string | null;
                            maxCallSeconds: number;
                            recording: boolean;
                            consentText: string;
                            summaryPrompt: string;
                            dataFields: {
                                key: string;
                                /** @enum {string} */
                                type: "text" | "choice" | "yesNo" | "number";
                                description: string;
                                choices?: string[];
                            }[];
                            successCriteria: {
                                key: string;
                                description: string;
                            }[];
                        };
                        versions: {
                            version: number;
                            name: string;
                            createdAt: string;
                        }[];
                        webhookPath: string;
                        webhookSecret: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "voice-agents-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (its calls stay readable) */
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
    "voice-calls-start": {
        parameters: {
            query?: {
                /** @description true: the tester accepted the agent recording notice */
                recordingConsent?: boolean;
            };
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Started */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        callId: string;
                        transcript: {
                            /** @enum {string} */
                            role: "agent" | "caller";
                            text: string;
                            start: number;
                            end: number;
                            latencies?: {
                                sttMs: number | null;
                                firstTokenMs: number | null;
                                speechMs: number | null;
                                totalMs: number | null;
                            };
                        }[];
                        maxCallSeconds: number;
                        recording: boolean;
                        consentText: string;
                        language: string;
                        voice: string;
                        /** @description true: push to talk (transcription and speech models set); false: typed input and the browser speech synthesis */
                        serverSpeech: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description voice.consentNeeded */
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
    "voice-calls-turn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The answer stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description voice.callEnded, voice.chatModelNeeded, ai.budgetExceeded */
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
    "voice-calls-audio-turn": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The two turns and the spoken answer (base64 mp3) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        caller: {
                            /** @enum {string} */
                            role: "agent" | "caller";
                            text: string;
                            start: number;
                            end: number;
                            latencies?: {
                                sttMs: number | null;
                                firstTokenMs: number | null;
                                speechMs: number | null;
                                totalMs: number | null;
                            };
                        };
                        agent: {
                            /** @enum {string} */
                            role: "agent" | "caller";
                            text: string;
                            start: number;
                            end: number;
                            latencies?: {
                                sttMs: number | null;
                                firstTokenMs: number | null;
                                speechMs: number | null;
                                totalMs: number | null;
                            };
                        };
                        audioBase64: string;
                        audioType: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description voice.speechModelsNeeded, voice.callEnded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description voice.audioTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description voice.speechFailed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "voice-calls-end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    endReason?: "hangUp" | "maxDuration" | "pageLeft";
                };
            };
        };
        responses: {
            /** @description Ended; the analysis is queued */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analysisId: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description voice.callEnded */
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
    "voice-calls-list": {
        parameters: {
            query?: {
                agentId?: string;
                from?: string;
                to?: string;
                outcome?: "pass" | "fail" | "unknown";
                ae?: "yes" | "no";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Calls newest first (at most 500) with their latest analysis */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            agentId: string;
                            agentName: string;
                            agentVersion: number;
                            /** @enum {string} */
                            origin: "browser" | "vapi" | "retell";
                            /** @enum {string} */
                            status: "open" | "ended";
                            startedAt: string;
                            durationSeconds: number | null;
                            endReason: string | null;
                            safetyCaseId: string | null;
                            analysis: null | {
                                id: string;
                                /** @enum {string} */
                                status: "queued" | "done" | "failed";
                                agentVersion: number;
                                /** @enum {string|null} */
                                outcome: "pass" | "fail" | "unknown" | null;
                                aeSuspected: boolean | null;
                                tooShort: boolean;
                                modelLabel: string | null;
                                errorCode: string | null;
                                createdAt: string;
                                finishedAt: string | null;
                                output: null | {
                                    summary: string | null;
                                    fields: {
                                        [key: string]: string | number | boolean | null;
                                    };
                                    criteria: {
                                        [key: string]: "pass" | "fail" | "unknown";
                                    };
                                    adverseEvent: {
                                        suspected: boolean | null;
                                        product: string | null;
                                        reaction: string | null;
                                        patient: string | null;
                                        reporter: string | null;
                                        contactConsent: boolean | null;
                                    };
                                };
                            };
                        }[];
                        fieldKeys: string[];
                        criteriaKeys: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "voice-calls-export": {
        parameters: {
            query?: {
                agentId?: string;
                from?: string;
                to?: string;
                outcome?: "pass" | "fail" | "unknown";
                ae?: "yes" | "no";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filtered calls as CSV: date, agent, duration, end reason, outcome, AE, summary, one column per data field and criterion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "voice-calls-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call, its transcript per turn, and every analysis (newest first) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        call: {
                            id: string;
                            agentId: string;
                            agentName: string;
                            agentVersion: number;
                            /** @enum {string} */
                            origin: "browser" | "vapi" | "retell";
                            /** @enum {string} */
                            status: "open" | "ended";
                            startedAt: string;
                            durationSeconds: number | null;
                            endReason: string | null;
                            safetyCaseId: string | null;
                            analysis: null | {
                                id: string;
                                /** @enum {string} */
                                status: "queued" | "done" | "failed";
                                agentVersion: number;
                                /** @enum {string|null} */
                                outcome: "pass" | "fail" | "unknown" | null;
                                aeSuspected: boolean | null;
                                tooShort: boolean;
                                modelLabel: string | null;
                                errorCode: string | null;
                                createdAt: string;
                                finishedAt: string | null;
                                output: null | {
                                    summary: string | null;
                                    fields: {
                                        [key: string]: string | number | boolean | null;
                                    };
                                    criteria: {
                                        [key: string]: "pass" | "fail" | "unknown";
                                    };
                                    adverseEvent: {
                                        suspected: boolean | null;
                                        product: string | null;
                                        reaction: string | null;
                                        patient: string | null;
                                        reporter: string | null;
                                        contactConsent: boolean | null;
                                    };
                                };
                            };
                        };
                        transcript: {
                            /** @enum {string} */
                            role: "agent" | "caller";
                            text: string;
                            start: number;
                            end: number;
                            latencies?: {
                                sttMs: number | null;
                                firstTokenMs: number | null;
                                speechMs: number | null;
                                totalMs: number | null;
                            };
                            /** @description A recorded browser turn's audio (a sealed ticket URL), null when the turn was not recorded */
                            audioSrc?: string | null;
                        }[];
                        recordingUrl: string | null;
                        /** @description Browser calls: whether the agent version that took the call recorded it (off: no audio was stored); webhook calls: null */
                        browserRecording?: boolean | null;
                        analyses: {
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "done" | "failed";
                            agentVersion: number;
                            /** @enum {string|null} */
                            outcome: "pass" | "fail" | "unknown" | null;
                            aeSuspected: boolean | null;
                            tooShort: boolean;
                            modelLabel: string | null;
                            errorCode: string | null;
                            createdAt: string;
                            finishedAt: string | null;
                            output: null | {
                                summary: string | null;
                                fields: {
                                    [key: string]: string | number | boolean | null;
                                };
                                criteria: {
                                    [key: string]: "pass" | "fail" | "unknown";
                                };
                                adverseEvent: {
                                    suspected: boolean | null;
                                    product: string | null;
                                    reaction: string | null;
                                    patient: string | null;
                                    reporter: string | null;
                                    contactConsent: boolean | null;
                                };
                            };
                        }[];
                        fieldLabels: {
                            key: string;
                            description: string;
                        }[];
                        criteriaLabels: {
                            key: string;
                            description: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "voice-calls-reanalyse": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analysisId: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description voice.callOpen */
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
    "voice-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                agentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
            };
        };
        responses: {
            /** @description Already stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        callId: string;
                        created: boolean;
                    };
                };
            };
            /** @description Stored; the analysis is queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        callId: string;
                        created: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description voice.badSignature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    "influencing-ambassadors-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's ambassadors by name, with their number of posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["InfluencingAmbassador"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-ambassadors-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    userId?: string;
                    consentOn: string;
                };
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfluencingAmbassador"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description influencing.ambassadorExists */
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
    "influencing-ambassadors-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ambassadorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
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
    "influencing-posts-list": {
        parameters: {
            query?: {
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts (of the year, when given), newest first, each with its latest figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["InfluencingPost"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-posts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ambassadorId: string;
                    url: string;
                    publishedOn: string;
                    text?: string;
                    figures: {
                        takenOn?: string;
                        impressions: number;
                        membersReached?: number | null;
                        reactions: number;
                        comments: number;
                        reshares: number;
                    };
                };
            };
        };
        responses: {
            /** @description An existing post, updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        created: boolean;
                    };
                };
            };
            /** @description A new post */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        created: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-posts-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post with its figures over time (snapshots, oldest first) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfluencingPost"] & {
                        snapshots: {
                            /** Format: date */
                            takenOn: string;
                            impressions: number;
                            membersReached: number | null;
                            reactions: number;
                            comments: number;
                            reshares: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "influencing-posts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                postId: string;
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
    "influencing-imports-create": {
        parameters: {
            query: {
                filename: string;
                ambassadorId?: string;
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
            /** @description What the import wrote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: number;
                        postsCreated: number;
                        postsUpdated: number;
                        snapshots: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description influencing.fileTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description influencing.fileType */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description influencing.badRows - the reasons row by row (at most 200), nothing written */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        code: string;
                        rowErrors: {
                            line: number;
                            column: string;
                            code: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    "influencing-topics-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's topics with their keywords */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["InfluencingTopic"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-topics-replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        name: string;
                        keywords: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description The topics now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["InfluencingTopic"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-dashboard-get": {
        parameters: {
            query?: {
                year?: number;
                by?: "week" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year's figures (this year by default): totals, per week or month (by the post's day), per ambassador, the top 10 posts by engagements, per topic, the share of posts naming own products (product master), and the programme score with its parts and formula */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        year: number;
                        /** @enum {string} */
                        by: "week" | "month";
                        totals: components["schemas"]["InfluencingTotals"];
                        series: (components["schemas"]["InfluencingTotals"] & {
                            period: string;
                        })[];
                        ambassadors: (components["schemas"]["InfluencingTotals"] & {
                            id: string;
                            name: string;
                            lastPostOn: string | null;
                        })[];
                        topPosts: {
                            id: string;
                            url: string;
                            ambassadorName: string;
                            publishedOn: string;
                            impressions: number;
                            engagements: number;
                            engagementRate: number | null;
                        }[];
                        topics: (components["schemas"]["InfluencingTotals"] & {
                            name: string;
                        })[];
                        products: {
                            /** @description false: the caller may not read the product master */
                            readable: boolean;
                            /** @description Brand and product names looked for */
                            terms: number;
                            postsNaming: number;
                            share: number | null;
                            named: {
                                term: string;
                                posts: number;
                            }[];
                        };
                        score: {
                            year: number;
                            score: number | null;
                            months: number;
                            ambassadors: number;
                            activeAmbassadors: number;
                            activeRate: number | null;
                            regularity: number | null;
                            engagementRate: number | null;
                            formula: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-export": {
        parameters: {
            query?: {
                year?: number;
                by?: "week" | "month";
                table?: "ambassadors" | "series" | "posts";
                format?: "csv" | "xlsx";
                delimiter?: "comma" | "semicolon";
            };
            header?: never;
            path?: never;
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
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-ideas-sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a post idea can be written from: the tenant chat model (null: none, the page says which to add), the data-pool collections and the tiles the caller may run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        model: null | {
                            label: string;
                        };
                        collections: {
                            id: string;
                            name: string;
                        }[];
                        tiles: {
                            id: string;
                            title: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-ideas-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's post ideas, newest first (at most 100) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["InfluencingPostIdea"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-ideas-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    sourceKind: "collection" | "tile" | "pasted";
                    sourceId?: string;
                    brief?: string;
                    /** @enum {string} */
                    language: "de" | "en";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The pasted draft, checked by the rules (promo-check follows where a model exists) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfluencingPostIdea"];
                };
            };
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfluencingPostIdea"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description influencing.noModel */
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
    "influencing-ideas-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ideaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The idea with its text, sources and findings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfluencingPostIdea"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "influencing-linkedin-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant's LinkedIn app (client id only), the redirect address to register with LinkedIn, and the caller's own connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        app: null | {
                            clientId: string;
                        };
                        redirectUri: string;
                        isAmbassador: boolean;
                        connection: null | {
                            /** @enum {string} */
                            status: "active" | "expired";
                            syncStatus: string;
                            syncErrorCode: string | null;
                            /** Format: date-time */
                            syncedAt: string | null;
                            syncedCount: number;
                            /** Format: date-time */
                            retryAt: string | null;
                            /** Format: date-time */
                            expiresAt: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-linkedin-app-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId: string;
                    clientSecret: string;
                };
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-linkedin-authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authorization address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description influencing.linkedinNoApp, influencing.notAmbassador */
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
    "influencing-linkedin-callback": {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back to the page */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "influencing-linkedin-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description influencing.linkedinExpired */
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
    "influencing-linkedin-disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
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
    "visibility-report": {
        parameters: {
            query: {
                month: string;
                includeBranded?: boolean;
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        project: {
                            id: string;
                            name: string;
                            brand: string;
                        };
                        month: string;
                        runs: number;
                        all: components["schemas"]["VisibilityFigureGroup"];
                        byEngine: components["schemas"]["VisibilityFigureGroup"][];
                        byMarket: components["schemas"]["VisibilityFigureGroup"][];
                        citationTotal: number;
                        citations: {
                            domain: string;
                            type: string;
                            count: number;
                            share: number;
                        }[];
                        verdicts: {
                            answerId: string;
                            accuracy: string;
                            sentiment: string;
                            answerQuote: string;
                            labelQuote: string;
                            labelSource: string;
                            prompt: string;
                            engine: string;
                            market: string;
                            /** Format: date-time */
                            askedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "pubmed-questions-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    /** @enum {string} */
                    language: "de" | "en" | "fr";
                    queries?: string[];
                    fromYear?: number;
                    toYear?: number;
                    publicationTypes?: string[];
                    /** @enum {string} */
                    source?: "auto" | "library";
                    /** @description A follow-up in this conversation (404 when it is not yours) */
                    threadId?: string;
                };
            };
        };
        responses: {
            /** @description The answer as application/x-ndjson (one event per line) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": {
                        /** @enum {string} */
                        type: "start" | "text" | "done" | "error";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The language model failed while writing the queries (ai.* code) */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "pubmed-threads-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's own conversations, the most recently asked first (at most 100) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            title: string;
                            questionCount: number;
                            /** @enum {string} */
                            lastMode: "model" | "extractive" | "none";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastAskedAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "pubmed-threads-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A conversation with its questions and answers, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        questions: components["schemas"]["PubmedQuestion"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "pubmed-threads-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its follow-ups */
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
    "pubmed-threads-export": {
        parameters: {
            query: {
                format: "md" | "json";
            };
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation as a download (Markdown with evidence tables and Vancouver references, or JSON) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "voice-calls-turn-audio": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                callId: string;
                turn: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole recording */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "voice-recordings-by-ticket": {
        parameters: {
            query: {
                ticket: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole recording */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The range starts past the end */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "medicheck-runs-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["MedicheckRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run, now cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckRun"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The run has ended (analysisRun.notRunning) */
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
    "podcasts-runs-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run, now cancelled */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runId: string;
                        status: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The run has ended (analysisRun.notRunning) */
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
    "podcasts-findings-export": {
        parameters: {
            query: {
                format: "csv" | "xlsx";
                /** @description CSV: the separator; by default the caller's language's (en comma, de and fr semicolon) */
                delimiter?: components["parameters"]["MedicheckDelimiter"];
            };
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
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
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "podcasts-pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description The podcast */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Podcast"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "medicheck-chat-source-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting, every chatbot route of the tenant (chosen or not) and how many messages were taken */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckChatSource"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-chat-source-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @description Chatbot route ids of the tenant (analysis.chatRouteUnknown); at least one when on (analysis.chatRoutesRequired) */
                    routes: string[];
                };
            };
        };
        responses: {
            /** @description The saved setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckChatSource"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "medicheck-chat-threads-resolve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadRef: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The route, the thread and its user (null once the thread is deleted) and the messages taken from it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        threadRef: string;
                        route: string;
                        thread: {
                            id: string;
                            /** Format: date-time */
                            startedAt: string;
                            user: {
                                id: string;
                                username: string;
                                email: string;
                            };
                        } | null;
                        messages: {
                            /** @description Null once the item was deleted */
                            itemId: string | null;
                            /** Format: date-time */
                            sentAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    "podcasts-episode-transcribe": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                episodeId: components["parameters"]["PodcastEpisodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description podcast.transcriptionModelNeeded, podcast.transcriptionUnderWay, podcast.hasTranscript or podcast.noAudioToTranscribe */
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
    "podcasts-transcribe-waiting": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                podcastId: components["parameters"]["PodcastId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many episodes were queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description podcast.transcriptionModelNeeded or podcast.nothingToTranscribe */
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
    "podcasts-prompts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The podcastEpisode profile: its output schema and every version, oldest first, the one in use marked; version 1 is the manifest's default in the tenant language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckPromptProfile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "podcasts-prompts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    instruction: string;
                    note?: string | null;
                    use: boolean;
                };
            };
        };
        responses: {
            /** @description The new version */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckPromptVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    "podcasts-prompts-use": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promptId: components["parameters"]["MedicheckPromptId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version, now in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicheckPromptVersion"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
