import { BadRequestException, Controller, Get, Header, NotFoundException, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { citiesOf, indianStates } from '../persistence/india-geo';

/**
 * Replaces the third-party countries service with the same answer shapes the app reads:
 * states as data.states[].name, cities as data (a list of names).
 */
const str = { type: 'string' } as const;
const answerOf = (data: object) =>
  answerSchema({ error: { type: 'boolean', enum: [false] }, msg: str, data });

const STATES_ANSWER = answerOf(
  answerSchema({ name: str, states: { type: 'array', items: answerSchema({ name: str, state_code: str }) } }),
);
const CITIES_ANSWER = answerOf({ type: 'array', items: str });

@ApiTags('geo')
@Controller('geo')
export class GeoController {
  @Public()
  @Get('states')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: "India's states and union territories" })
  @ApiOkResponse({ schema: STATES_ANSWER })
  states() {
    return { error: false, msg: 'states retrieved', data: { name: 'India', states: indianStates() } };
  }

  @Public()
  @Get('cities')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiQuery({ name: 'state', example: 'Maharashtra' })
  @ApiOperation({ summary: 'Cities and districts of one state' })
  @ApiOkResponse({ schema: CITIES_ANSWER })
  cities(@Query('state') state?: string) {
    if (typeof state !== 'string' || !state.trim())
      throw new BadRequestException('Query parameter "state" is required');
    const cities = citiesOf(state);
    if (!cities) throw new NotFoundException(`Unknown state: ${state}`);
    return { error: false, msg: 'cities retrieved', data: cities };
  }
}
