import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CachedAnswer, type JsonAnswer } from '@exam/common';
import { MAX_QUIZ_PAGE_SIZE, pageOf, type PageRequest } from '../../domain/quiz-page';
import { QuizAccess } from '../../../access/quiz-access';
import { QuizCatalog, type CatalogEntry } from '../../quiz-catalog';
import { GetQuizPageQuery } from './get-quiz-page.query';
import { answerWeight, listKindOf, viewerAnswer, visitorItems } from '../learner-list-item.serializer';

/** A page's learner-independent part: its cards, the rest of its body after the cards, and the visitor answer. */
interface CachedPage {
  entries: CatalogEntry[];
  /** `,"total":…,"subjects":[…]}` — what follows the cards' array. */
  tail: string;
  visitor: CachedAnswer;
}

const pageWeight = (p: CachedPage): number =>
  answerWeight(p.visitor) + p.tail.length * 2 + p.entries.length * 8;

/** The page request as pageOf reads it, so requests that answer the same page share one cache entry. */
const pageKey = ({ search, month, page, pageSize }: PageRequest): string =>
  JSON.stringify([
    (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).join(' '),
    month && month !== 'All' ? month : '',
    Math.max(1, Math.floor(page)),
    Math.min(Math.max(1, Math.floor(pageSize)), MAX_QUIZ_PAGE_SIZE),
  ]);

/**
 * The paged variant of getfilteredquizs, for lists of thousands: the same order and access answers, with the
 * total and the subjects the dropdown offers. The visitor page (body, ETag, gzip) is built once per filters,
 * search, month, page and size and kept by the catalog until a quiz changes; with a token only the page's
 * cards get canOpen/lockReason per request. Answers carry an ETag (304 on a repeat) and go gzipped when accepted.
 */
@QueryHandler(GetQuizPageQuery)
export class GetQuizPageHandler implements IQueryHandler<GetQuizPageQuery> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
  ) {}

  async execute({ filter, page, user }: GetQuizPageQuery): Promise<JsonAnswer> {
    const viewer = await this.access.viewerOf(user);
    // Everything below is synchronous, so it reads one state of the catalog.
    const kind = listKindOf(filter.division);
    const key = `page:${this.catalog.listKey(kind, filter)}|${pageKey(page)}`;
    const cached = this.catalog.derived(key, () => this.build(kind, filter, page), pageWeight);
    if (!viewer) return cached.visitor;
    return viewerAnswer({
      catalog: this.catalog,
      access: this.access,
      viewer,
      listKey: key,
      entries: cached.entries,
      frame: (items) => `{"quizzes":[${items}]${cached.tail}`,
    });
  }

  private build(
    kind: ReturnType<typeof listKindOf>,
    filter: GetQuizPageQuery['filter'],
    page: PageRequest,
  ): CachedPage {
    const cut = pageOf(this.catalog.published(kind, filter), page, (e) => e.summary);
    const subjects = [
      ...new Set(
        this.catalog
          .published(kind, { division: filter.division, classs: filter.classs })
          .map((e) => e.summary.subject),
      ),
    ].sort();
    const { total, pageSize, totalPages } = cut;
    const tail = `,${JSON.stringify({ total, page: cut.page, pageSize, totalPages, subjects }).slice(1)}`;
    const visitor = new CachedAnswer(`{"quizzes":[${visitorItems(cut.items)}]${tail}`);
    return { entries: cut.items, tail, visitor };
  }
}
