import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_TAGS } from './confidence';
import type { ResultInsights, WhatIf } from './insights';

const marks = (n: number) => Number(n.toFixed(2)).toString();

/** The one line that says whether guessing paid. */
function GuessingLine({ w }: { w: WhatIf }) {
  const { t } = useTranslation('learning');
  if (!w.guesses) return <Typography>{t('You tagged no answer as a guess.')}</Typography>;
  const gain = w.guessingGain;
  const text =
    gain > 0
      ? t(gain === 1 ? 'Your guesses gained you {{n}} mark.' : 'Your guesses gained you {{n}} marks.', {
          n: marks(gain),
        })
      : gain < 0
        ? t(gain === -1 ? 'Your guesses cost you {{n}} mark.' : 'Your guesses cost you {{n}} marks.', {
            n: marks(-gain),
          })
        : t('Your guesses made no difference to your score.');
  return (
    <Typography sx={{ fontWeight: 700 }} color={gain < 0 ? 'error' : gain > 0 ? 'success.main' : undefined}>
      {text}
    </Typography>
  );
}

/**
 * Issue 32 on a result (practice or exam): accuracy per confidence tag, the answers where confidence and
 * correctness disagree, and the negative-marking what-if, all computed by the server.
 */
export function ResultInsightsView({
  insights,
}: {
  insights: Pick<ResultInsights, 'byTag' | 'disagreements' | 'whatIf' | 'tagged'>;
}) {
  const { t } = useTranslation('learning');
  const { byTag, disagreements, whatIf, tagged } = insights;
  const rows: Array<[string, number]> = whatIf
    ? [
        [t('This quiz’s marking'), whatIf.actual],
        [t('No negative marking'), whatIf.underPenalty.none],
        [t('−1/4 per wrong answer'), whatIf.underPenalty.quarter],
        [t('−1/3 per wrong answer'), whatIf.underPenalty.third],
        [t('−1/2 per wrong answer'), whatIf.underPenalty.half],
        [t('If you had skipped your guesses'), whatIf.skippingGuesses],
        [t('If you had skipped your 50‑50s'), whatIf.skippingFifties],
      ]
    : [];
  return (
    <Stack sx={{ gap: 2, my: 2 }}>
      {tagged && (
        <Paper variant="outlined" component="section" aria-labelledby="by-tag-title" sx={{ p: 2 }}>
          <Typography id="by-tag-title" variant="h6" component="h2" gutterBottom>
            {t('Accuracy by confidence')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {CONFIDENCE_TAGS.map(({ tag, label }) => (
              <Chip
                key={tag}
                variant="outlined"
                label={t('{{tag}}: {{right}} of {{answered}} right', {
                  tag: t(label),
                  right: byTag[tag].right,
                  answered: byTag[tag].answered,
                })}
              />
            ))}
          </Stack>
          {disagreements.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {t('Where confidence and result disagree:')}
              </Typography>
              <Stack direction="row" component="ul" sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0 }}>
                {disagreements.map((d) => (
                  <Chip
                    component="li"
                    key={d.index}
                    size="small"
                    color={d.kind === 'sureButWrong' ? 'error' : 'warning'}
                    label={
                      d.kind === 'sureButWrong'
                        ? t('Q{{n}}: sure but wrong', { n: d.index + 1 })
                        : t('Q{{n}}: guessed and right', { n: d.index + 1 })
                    }
                  />
                ))}
              </Stack>
            </Box>
          )}
        </Paper>
      )}
      {whatIf && (
        <Paper variant="outlined" component="section" aria-labelledby="what-if-title" sx={{ p: 2 }}>
          <Typography id="what-if-title" variant="h6" component="h2" gutterBottom>
            {t('What if the marking were different?')}
          </Typography>
          <GuessingLine w={whatIf} />
          <Table size="small" sx={{ mt: 1, maxWidth: 520 }} aria-labelledby="what-if-title">
            <TableBody>
              {rows.map(([label, score], i) => (
                <TableRow key={label} selected={i === 0}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                    {marks(score)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('A penalty is a share of one question’s marks, taken off for each wrong answer.')}
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
