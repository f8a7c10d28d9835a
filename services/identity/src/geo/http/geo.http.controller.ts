import { BadRequestException, Controller, Get, Header, NotFoundException, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '@exam/auth';
import { citiesOf, indianStates } from '../persistence/india-geo';

/**
 * Replaces the third-party countries service with the same answer shapes the app reads:
 * states as data.states[].name, cities as data (a list of names).
 */
@ApiTags('geo')
@Controller('geo')
export class GeoController {
  @Public()
  @Get('states')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: "India's states and union territories" })
  states() {
    return { error: false, msg: 'states retrieved', data: { name: 'India', states: indianStates() } };
  }

  @Public()
  @Get('cities')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiQuery({ name: 'state', example: 'Maharashtra' })
  @ApiOperation({ summary: 'Cities and districts of one state' })
  cities(@Query('state') state?: string) {
    if (typeof state !== 'string' || !state.trim())
      throw new BadRequestException('Query parameter "state" is required');
    const cities = citiesOf(state);
    if (!cities) throw new NotFoundException(`Unknown state: ${state}`);
    return { error: false, msg: 'cities retrieved', data: cities };
  }
}
