import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SPEECH_MAX_CHARS, SPEECH_MESSAGES, SPEECH_VOICES, type SpeechLanguage } from '../speech.constants';

/** Control characters and runs of spaces carry nothing to say; trimmed so they do not split the cache. */
const tidy = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.replace(/[\p{Cc}\s]+/gu, ' ').trim() : value;

export class SpeechRequestDto {
  @ApiProperty({ enum: Object.keys(SPEECH_VOICES), example: 'hi' })
  @IsIn(Object.keys(SPEECH_VOICES), { message: SPEECH_MESSAGES.badLang })
  lang!: SpeechLanguage;

  @ApiProperty({ maxLength: SPEECH_MAX_CHARS, example: 'भारत का संविधान 26 जनवरी 1950 को लागू हुआ।' })
  @Transform(tidy)
  @IsString({ message: SPEECH_MESSAGES.textRequired })
  @IsNotEmpty({ message: SPEECH_MESSAGES.textRequired })
  @MaxLength(SPEECH_MAX_CHARS, { message: SPEECH_MESSAGES.tooLong })
  text!: string;
}
