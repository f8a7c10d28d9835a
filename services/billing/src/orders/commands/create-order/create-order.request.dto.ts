import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsString, MaxLength } from 'class-validator';
import { DATE_NOT_VALID } from '../../domain/weeks-and-price';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec section 3's purchase form. weeks and amount are the client's; the server recomputes and compares. */
export class CreateOrderRequestDto {
  @ApiProperty({ example: 'Current Affairs' })
  @Transform(trimmed)
  @IsString({ message: 'Please choose a subject' })
  @IsNotEmpty({ message: 'Please choose a subject' })
  @MaxLength(100)
  subject!: string;

  @ApiProperty({ example: 'Already passed 12th' })
  @IsString({ message: 'className is required' })
  @IsNotEmpty({ message: 'className is required' })
  @MaxLength(60)
  className!: string;

  @ApiProperty({ example: 'Abhyudaya' })
  @IsString({ message: 'division is required' })
  @IsNotEmpty({ message: 'division is required' })
  @MaxLength(60)
  division!: string;

  @ApiProperty({ example: '2025-03-01', description: 'yyyy-mm-dd' })
  @IsString({ message: DATE_NOT_VALID })
  from!: string;

  @ApiProperty({ example: '2025-03-14', description: 'yyyy-mm-dd, after from, not after today' })
  @IsString({ message: DATE_NOT_VALID })
  to!: string;

  @ApiProperty({ example: 2 })
  @IsInt({ message: 'weeks must be a whole number' })
  weeks!: number;

  @ApiProperty({ example: 200, description: 'Rupees' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'amount must be a number' })
  amount!: number;
}
