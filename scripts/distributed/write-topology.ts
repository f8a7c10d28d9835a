// `npm run topology:write`: renders docker-compose.yml and deploy/nginx/edge.conf from the topology
// (scripts/distributed/topology.ts). A test fails while the committed files differ from the rendering.
import { writeFileSync } from 'node:fs';
import { COMPOSE_EDGE_FILE, COMPOSE_FILE, renderCompose, renderComposeEdge } from './render-compose';

writeFileSync(COMPOSE_FILE, renderCompose());
writeFileSync(COMPOSE_EDGE_FILE, renderComposeEdge());
process.stdout.write(`wrote ${COMPOSE_FILE} and ${COMPOSE_EDGE_FILE}\n`);
