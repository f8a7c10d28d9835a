/** The service's name: its database is `<prefix>_catalog` and its mongoose connection is named after it. */
export const CATALOG = 'catalog';

/** How often a catalog instance checks the catalog version document for writes made by other instances. */
export const CATALOG_VERSION_POLL_MS = 1_000;
/** How long an entitlement read stays cached; the local projector invalidates it at once on change. */
export const ENTITLEMENT_CACHE_MS = 2_000;
/**
 * Up to this age a cached entitlement is still served while it is read again in the background. The local
 * projector drops a user's entry the moment it writes it, so this bounds only what another instance wrote.
 */
export const ENTITLEMENT_STALE_MS = 5_000;
/**
 * How long an exam key found withheld from a learner is answered from memory before it is read again; the
 * local projector drops it at once on release, so this bounds only a release another instance projected.
 */
export const EXAM_KEY_RECHECK_MS = ENTITLEMENT_STALE_MS;
/** Full quizzes (with questions) kept in memory for getquizbyid; checked against the summary's revision. */
export const QUIZ_CONTENT_CACHE_SIZE = 2_000;
/**
 * …and at most about this many bytes of them in all. They are kept gzipped: a quiz of 20 bilingual questions
 * is ~15,000 characters of JSON (~30 KB as a string with Hindi in it) and ~3 KB gzipped.
 */
export const QUIZ_CONTENT_CACHE_BYTES = 16 * 1024 * 1024;
/** Largest upload accepted (PDFs of a few dozen pages, images); nginx allows 25 MB. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Pages rendered from one PDF, and their width in pixels: enough for the flip-book (300x450 pages). */
export const PDF_MAX_PAGES = 60;
export const PDF_PAGE_WIDTH_PX = 900;
/**
 * Pages are stored as WebP at this quality: a page of text is a third of its PNG (64 KB instead of 172 KB), which
 * a phone on a slow network downloads half a second sooner (issue 37: the demo's intro paints its first page).
 */
export const PDF_PAGE_WEBP_QUALITY = 80;
/** Quizzes accepted in one bulk import call. */
export const BULK_IMPORT_MAX = 500;

/**
 * Lifetime of a premium quiz's signed page-image URLs (issue 35): a quiz's answer is loaded once, and a
 * learner may reach a question's PDF pages hours later in a long mock test; URLs live 3 to 6 hours.
 */
export const PAGE_IMAGE_URL_TTL_SECONDS = 3 * 3600;
