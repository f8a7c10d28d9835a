import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/** Ceilings that keep a typo (or a fuzzer) from storing a price or a cycle count no provider would take. */
export const PLAN_LIMITS = { maxRupees: 1_000_000, maxCycles: 1_000 } as const;

/**
 * What an admin may change on a plan, under the names the plan view uses (react-admin sends the record back).
 * The billing cycle is fixed: it is the provider plan's period.
 */
export class UpdatePlanRequestDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(80)
  name?: string;

  @ApiPropertyOptional({ description: 'Rupees per cycle' })
  @IsOptional()
  @IsInt({ message: 'price must be a whole number of rupees' })
  @Min(1, { message: 'price must be at least ₹1' })
  @Max(PLAN_LIMITS.maxRupees, { message: 'price must be at most ₹10,00,000' })
  price?: number;

  @ApiPropertyOptional({ nullable: true, description: 'Rupees before the discount, or null' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: 'listPrice must be a whole number of rupees, or null' })
  @Min(1, { message: 'listPrice must be at least ₹1' })
  @Max(PLAN_LIMITS.maxRupees, { message: 'listPrice must be at most ₹10,00,000' })
  listPrice?: number | null;

  @ApiPropertyOptional({ description: 'Billing cycles the provider charges' })
  @IsOptional()
  @IsInt({ message: 'total_count must be a whole number' })
  @Min(1, { message: 'total_count must be at least 1' })
  @Max(PLAN_LIMITS.maxCycles, { message: 'total_count must be at most 1000' })
  total_count?: number;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'features must be a list' })
  @ArrayMaxSize(20)
  @IsString({ each: true, message: 'each feature must be text' })
  @IsNotEmpty({ each: true, message: 'a feature must not be empty' })
  @MaxLength(200, { each: true })
  features?: string[];

  @ApiPropertyOptional({ type: [String], description: 'The subjects the plan opens' })
  @IsOptional()
  @IsArray({ message: 'accessibleContent must be a list of subjects' })
  @ArrayMaxSize(20)
  @IsString({ each: true, message: 'each subject must be text' })
  @IsNotEmpty({ each: true, message: 'a subject must not be empty' })
  @MaxLength(100, { each: true })
  accessibleContent?: string[];

  @ApiPropertyOptional({ description: "The provider's plan id" })
  @IsOptional()
  @Matches(/^plan_[A-Za-z0-9]{14}$/, {
    message: 'plan_id must be a provider plan id (plan_ and 14 letters or digits)',
  })
  plan_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
