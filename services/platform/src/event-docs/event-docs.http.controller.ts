import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@exam/auth';
import { APP_CONFIG, type AppConfig } from '@exam/common';
import {
  ALL_EVENTS,
  ALL_TOPICS,
  asyncApiDocument,
  eventJsonSchema,
  isCurrentEvent,
  isInternalTopic,
} from '@exam/contracts';

/** The contract's version: 2 since the analyst topics carry no contact details or keys (issue 37). */
const DOC_VERSION = '2.0.0';

/** What analysts read to consume the platform's Kafka topics. */
@ApiTags('events')
@Controller('events')
export class EventDocsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Where the event contract is: the AsyncAPI document, the schemas, the topics' })
  index() {
    const topics = ALL_TOPICS.map((topic) => ({
      topic,
      audience: isInternalTopic(topic) ? 'internal' : 'analyst',
    }));
    return {
      asyncapi: '/api/events/asyncapi.json',
      schemas: '/api/events/schemas',
      analystTopics: topics.filter((t) => t.audience === 'analyst').map((t) => t.topic),
      internalTopics: topics.filter((t) => t.audience === 'internal').map((t) => t.topic),
    };
  }

  @Public()
  @Get('asyncapi.json')
  @ApiOperation({ summary: 'AsyncAPI 3.0 document of every topic and event, with keys and the broker' })
  asyncApi() {
    return asyncApiDocument({
      version: DOC_VERSION,
      brokers: this.config.KAFKA_BROKERS?.split(',').map((b) => b.trim()),
      partitions: this.config.KAFKA_PARTITIONS,
      namespace: this.config.BUS_NAMESPACE,
    });
  }

  @Public()
  @Get('schemas')
  @ApiOperation({ summary: 'The events there are, with their topics, keys and schema links' })
  list() {
    return ALL_EVENTS.map((d) => ({
      type: d.type,
      version: d.version,
      current: isCurrentEvent(d),
      topic: d.topic,
      audience: isInternalTopic(d.topic) ? 'internal' : 'analyst',
      key: d.key.describes,
      description: d.description,
      ...(d.changes ? { changes: d.changes } : {}),
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
