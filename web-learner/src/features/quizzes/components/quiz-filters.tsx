import { Box, FormControl, InputAdornment, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { FREE_CATEGORY, PREMIUM_CATEGORY } from '@/types/quiz';
import type { QuizListFilters } from '../hooks/use-quiz-list-filters';

/** The current month and the 11 before it (spec section 9), newest first, as yyyy-mm with a readable label. */
export function recentMonths(now = new Date()): { value: string; label: string }[] {
  const fmt = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return { value: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`, label: fmt.format(d) };
  });
}

interface QuizFiltersProps {
  filters: QuizListFilters;
  /** The search box's text (debounced by the screen). */
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: <K extends keyof QuizListFilters>(key: K, value: QuizListFilters[K]) => void;
  subjects: string[];
  chapters: string[];
}

export function QuizFilters({
  filters,
  searchText,
  onSearchText,
  onChange,
  subjects,
  chapters,
}: QuizFiltersProps) {
  const { t } = useTranslation('quizzes');
  const months = recentMonths();
  const select = (
    key: 'difficulty' | 'subject' | 'chapter' | 'month',
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <FormControl size="small" fullWidth>
      <InputLabel id={`filter-${key}`}>{label}</InputLabel>
      <Select
        labelId={`filter-${key}`}
        label={label}
        value={options.some((o) => o.value === filters[key]) ? filters[key] : 'All'}
        onChange={(e) => onChange(key, e.target.value)}
      >
        <MenuItem value="All">{t('All')}</MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  // A subject that arrived from the landing page is offered even before the list names it.
  const subjectOptions = [...new Set([...subjects, ...(filters.subject !== 'All' ? [filters.subject] : [])])];
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 1.5,
        // Two selects a row on a phone too: five stacked fields pushed the first quiz below the fold at 360 px.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr repeat(4, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      <TextField
        size="small"
        type="search"
        label={t('Search quizzes')}
        value={searchText}
        onChange={(e) => onSearchText(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      {select('difficulty', t('Category'), [
        { value: FREE_CATEGORY, label: t(FREE_CATEGORY) },
        { value: PREMIUM_CATEGORY, label: t(PREMIUM_CATEGORY) },
      ])}
      {select(
        'subject',
        t('Subject'),
        subjectOptions.map((s) => ({ value: s, label: t(s) })),
      )}
      {select(
        'chapter',
        t('Chapter'),
        chapters.map((c) => ({ value: c, label: c })),
      )}
      {select('month', t('Month'), months)}
    </Box>
  );
}
