import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FiltersProps {
  subjects: string[];
  chapters: string[];
  subject: string;
  chapter: string;
  onChange: (next: { subject: string; chapter: string }) => void;
  /** More filters beside these (the notebook's due date). */
  children?: ReactNode;
}

/** Subject and chapter filters ('' is all); a new subject clears the chapter. */
export function SubjectChapterFilters({
  subjects,
  chapters,
  subject,
  chapter,
  onChange,
  children,
}: FiltersProps) {
  const { t } = useTranslation('learning');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, my: 2 }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="filter-subject" shrink>
          {t('Subject')}
        </InputLabel>
        <Select
          displayEmpty
          notched
          labelId="filter-subject"
          label={t('Subject')}
          value={subject}
          onChange={(e) => onChange({ subject: e.target.value, chapter: '' })}
        >
          <MenuItem value="">{t('All')}</MenuItem>
          {subjects.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="filter-chapter" shrink>
          {t('Chapter')}
        </InputLabel>
        <Select
          displayEmpty
          notched
          labelId="filter-chapter"
          label={t('Chapter')}
          value={chapters.includes(chapter) ? chapter : ''}
          onChange={(e) => onChange({ subject, chapter: e.target.value })}
        >
          <MenuItem value="">{t('All')}</MenuItem>
          {chapters.map((c) => (
            <MenuItem key={c} value={c}>
              {c || t('No chapter')}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {children}
    </Stack>
  );
}
