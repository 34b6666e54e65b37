import sanitizeHtml from 'sanitize-html';
import type {
  AdminHelpArticle,
  AdminHelpList,
  HelpArticleWrite,
  HelpCategoryWrite,
  HelpCenter,
} from '@portal/contracts/content';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import type { Actor, AuditTrail } from '../admin/admin.audit.ts';
import * as repo from './content.repo.ts';

export type HelpService = ReturnType<typeof createHelpService>;

/**
 * What an article may hold: text structure, emphasis, lists, tables and https/mailto links that
 * open safely. Scripts, event handlers, styles, frames and other schemes are dropped at write.
 */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The article HTML the site may render, whatever an operator typed. */
export const sanitiseArticle = (html: string) => sanitizeHtml(html, ARTICLE_HTML).trim();

/** The help centre: categories and articles per language (cached per white label and language). */
export function createHelpService(deps: { db: Db; audit: AuditTrail; ttlMs?: number | undefined }) {
  const ttl = deps.ttlMs ?? 10_000;
  const cache = new Map<string, { at: number; value: Promise<HelpCenter> }>();
  const forget = (merchantId: number) => {
    for (const key of cache.keys()) if (key.startsWith(`${merchantId}:`)) cache.delete(key);
  };

  async function load(merchantId: number, language: string): Promise<HelpCenter> {
    const { categories, articles } = await repo.listHelp(deps.db, merchantId, {
      language,
      enabledOnly: true,
    });
    return {
      language,
      categories: categories
        .map((c) => ({
          id: c.id,
          title: c.title,
          articles: articles
            .filter((a) => a.categoryId === c.id)
            .map((a) => ({ id: a.id, slug: a.slug, title: a.title, body: a.body })),
        }))
        .filter((c) => c.articles.length > 0),
    };
  }

  /** The site's help centre in a language. */
  function center(merchantId: number, language: string): Promise<HelpCenter> {
    const key = `${merchantId}:${language}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.value;
    const value = load(merchantId, language);
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }

  const articleView = (a: repo.HelpArticleRow): AdminHelpArticle => ({
    id: a.id,
    categoryId: a.categoryId,
    slug: a.slug,
    title: a.title,
    body: a.body,
    sequence: a.sequence,
    enabled: a.enabled,
  });

  async function adminList(actor: Actor): Promise<AdminHelpList> {
    const { categories, articles } = await repo.listHelp(deps.db, actor.merchantId);
    return {
      categories: categories.map((c) => ({
        id: c.id,
        language: c.language,
        title: c.title,
        sequence: c.sequence,
        enabled: c.enabled,
        articles: articles.filter((a) => a.categoryId === c.id).map(articleView),
      })),
    };
  }

  /** Runs a change with its audit row, then forgets the cached help centre. */
  async function change<T>(actor: Actor, work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      const result = await deps.db.transaction(work);
      forget(actor.merchantId);
      return result;
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw new AppError('CONTENT_SLUG_TAKEN');
      throw err;
    }
  }

  const audit = (
    tx: Executor,
    actor: Actor,
    action: string,
    type: string,
    id: number,
    details = {},
  ) => deps.audit.byActor(tx, actor, action, { type, id }, details);

  function createCategory(actor: Actor, input: HelpCategoryWrite) {
    return change(actor, async (tx) => {
      const row = await repo.insertCategory(tx, { ...input, merchantId: actor.merchantId });
      await audit(tx, actor, 'content.help.category.create', 'help_category', row.id, {
        language: input.language,
      });
    }).then(() => adminList(actor));
  }

  function updateCategory(actor: Actor, id: number, input: HelpCategoryWrite) {
    return change(actor, async (tx) => {
      const row = await repo.updateCategory(tx, actor.merchantId, id, input);
      if (!row) throw new AppError('CONTENT_NOT_FOUND');
      await repo.setArticlesLanguage(tx, id, input.language);
      await audit(tx, actor, 'content.help.category.update', 'help_category', id, {
        language: input.language,
        enabled: input.enabled,
      });
    }).then(() => adminList(actor));
  }

  function deleteCategory(actor: Actor, id: number) {
    return change(actor, async (tx) => {
      if (!(await repo.deleteCategory(tx, actor.merchantId, id))) {
        throw new AppError('CONTENT_NOT_FOUND');
      }
      await audit(tx, actor, 'content.help.category.delete', 'help_category', id);
    }).then(() => adminList(actor));
  }

  async function articleValues(tx: Executor, actor: Actor, input: HelpArticleWrite) {
    const category = await repo.findCategory(tx, actor.merchantId, input.categoryId);
    if (!category) throw new AppError('CONTENT_NOT_FOUND');
    const body = sanitiseArticle(input.body);
    if (body === '') throw new AppError('VALIDATION_FAILED');
    return {
      categoryId: category.id,
      language: category.language,
      slug: input.slug,
      title: input.title,
      body,
      sequence: input.sequence,
      enabled: input.enabled,
    };
  }

  function createArticle(actor: Actor, input: HelpArticleWrite) {
    return change(actor, async (tx) => {
      const values = await articleValues(tx, actor, input);
      const row = await repo.insertArticle(tx, { ...values, merchantId: actor.merchantId });
      await audit(tx, actor, 'content.help.article.create', 'help_article', row.id, {
        slug: values.slug,
        language: values.language,
      });
      return articleView(row);
    });
  }

  function updateArticle(actor: Actor, id: number, input: HelpArticleWrite) {
    return change(actor, async (tx) => {
      const values = await articleValues(tx, actor, input);
      const row = await repo.updateArticle(tx, actor.merchantId, id, values);
      if (!row) throw new AppError('CONTENT_NOT_FOUND');
      await audit(tx, actor, 'content.help.article.update', 'help_article', id, {
        slug: values.slug,
        language: values.language,
      });
      return articleView(row);
    });
  }

  function deleteArticle(actor: Actor, id: number) {
    return change(actor, async (tx) => {
      if (!(await repo.deleteArticle(tx, actor.merchantId, id))) {
        throw new AppError('CONTENT_NOT_FOUND');
      }
      await audit(tx, actor, 'content.help.article.delete', 'help_article', id);
    });
  }

  return {
    center,
    adminList,
    createCategory,
    updateCategory,
    deleteCategory,
    createArticle,
    updateArticle,
    deleteArticle,
  };
}
