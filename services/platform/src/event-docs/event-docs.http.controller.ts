import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@exam/auth';
import { ALL_EVENTS, asyncApiDocument, eventJsonSchema } from '@exam/contracts';

const DOC_VERSION = '1.0.0';

/** What analysts read to consume the platform's Kafka topics. */
@ApiTags('events')
@Controller('events')
export class EventDocsController {
  @Public()
  @Get('asyncapi.json')
  @ApiOperation({ summary: 'AsyncAPI 3.0 document of every topic and event' })
  asyncApi() {
    return asyncApiDocument(DOC_VERSION);
  }

  @Public()
  @Get('schemas')
  @ApiOperation({ summary: 'The events there are, with their topics and schema links' })
  list() {
    return ALL_EVENTS.map((d) => ({
      type: d.type,
      version: d.version,
      topic: d.topic,
      description: d.description,
      schema: `/api/events/schemas/${d.type}/${d.version}`,
    }));
  }

  @Public()
  @Get('schemas/:type/:version')
  @ApiOperation({ summary: 'JSON Schema (2020-12) of one event, envelope included' })
  schema(@Param('type') type: string, @Param('version') version: string) {
    const def = ALL_EVENTS.find((d) => d.type === type && String(d.version) === version);
    if (!def) throw new NotFoundException(`No event ${type} version ${version}`);
    return eventJsonSchema(def);
  }
}
