import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class SubmitExamRequestDto {
  @ApiPropertyOptional({
    description:
      "Sent by the app when its countdown reached zero: the submission is marked automatic (only when the server's deadline is indeed at hand)",
  })
  @IsOptional()
  @IsBoolean({ message: 'atZero must be true or false' })
  atZero?: boolean;
}
