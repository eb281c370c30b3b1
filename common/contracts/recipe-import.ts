/**
 * Bringing a recipe in from elsewhere: a web page's address, pasted text, or a file. Limits and the
 * messages a cook reads when an import cannot go ahead.
 */
export const RECIPE_IMPORT_LIMITS = {
  /** Longest address accepted. */
  url: 2_000,
  /** Pasted text, in characters. */
  text: 50_000,
  /** An uploaded file (JSON-LD or a Mealie export). */
  fileBytes: 5 * 1024 * 1024,
  /** Drafts one file may give. */
  drafts: 50,
} as const;

/** Every refusal of an import, by `code`: the status it comes with is in the route's summary. */
export const RECIPE_IMPORT_ERRORS = {
  no_recipe_found: "We couldn't find a recipe on that page. You can paste it instead.",
  no_recipe_in_file:
    "We couldn't find a recipe in that file. It should be schema.org Recipe JSON-LD or a Mealie recipe export.",
  invalid_url: 'url: must be a web address starting with http:// or https://',
  forbidden_address: "url: Sous can't open addresses on a private or local network",
  too_many_redirects: 'That page sends visitors on through too many redirects (more than 5).',
  page_too_large: 'That page is too large to read (over 5 MB). You can paste the recipe instead.',
  page_timeout: 'That page took too long to answer. Try again, or paste the recipe instead.',
  not_a_web_page: "That address is not a web page. Link to the recipe's page, or upload the file instead.",
  page_unreachable: "We couldn't reach that page. Check the address, or paste the recipe instead.",
  page_error: 'That page answered with an error. Check the address, or paste the recipe instead.',
} as const;
export type RecipeImportErrorCode = keyof typeof RECIPE_IMPORT_ERRORS;

/** The headings that split pasted text into ingredients and steps. */
export const INGREDIENT_HEADINGS = ['ingredients', 'ingredient', 'you will need', 'you need'] as const;
export const STEP_HEADINGS = [
  'method',
  'directions',
  'instructions',
  'steps',
  'preparation',
  'how to make it',
] as const;
