import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { normalizedEmailInput } from '../../../users/email-input';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The registration payload of spec section 3. The fixed values (school, schoolcode, section, paid,
 * rollNumber, key) are set by the server whatever the client sends, so they are not read here.
 */
export class RegisterUserRequestDto {
  @ApiProperty({ example: 'Asha Verma' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100)
  name!: string;

  @ApiProperty({ example: 'Already passed 12th' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Class is required' })
  @MaxLength(60)
  classs!: string;

  @ApiProperty({ example: 'asha.verma@example.com' })
  @Transform(normalizedEmailInput)
  @IsString()
  // No spaces and no control characters (NUL and the like) anywhere in the address.
  @Matches(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u, {
    message: 'Invalid Email. Please enter a valid email address.',
  })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ example: '9876543210' })
  @IsString({ message: 'Please enter a valid phone no.' })
  @Matches(/^\d{10}$/, { message: 'Please enter a valid phone no.' })
  mobile!: string;

  @ApiProperty({ example: 'Maharashtra' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'State is required' })
  state!: string;

  @ApiProperty({ example: 'Pune' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'City is required' })
  @MaxLength(100)
  city!: string;

  @ApiProperty({ minLength: 6 })
  @IsString()
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @MaxLength(128)
  password!: string;
}
