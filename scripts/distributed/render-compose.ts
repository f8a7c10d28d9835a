/**
 * `docker-compose.yml` and its edge (`deploy/nginx/edge.conf`), rendered from the topology: the same
 * services, replicas and routes as `npm run start:distributed` runs with processes. `npm run
 * topology:write` writes both; a test fails when the committed files differ from what this renders.
 */
import { renderEdge } from './render-nginx';
import { SERVICES } from './topology';

export const COMPOSE_FILE = 'docker-compose.yml';
export const COMPOSE_EDGE_FILE = 'deploy/nginx/edge.conf';

/** The edge inside Docker: services by their compose names (nginx resolves every replica at start). */
export function renderComposeEdge(): string {
  return renderEdge({
    listen: '80',
    upstreams: (service) => [`${service}:3000`],
    learnerRoot: '/usr/share/nginx/html/learner',
    adminParent: '/usr/share/nginx/html',
    production: true,
  });
}

export function renderCompose(): string {
  const service = (s: (typeof SERVICES)[number]) => [
    `  ${s.name}:`,
    '    <<: *service',
    `    build: { context: ., dockerfile: deploy/docker/service.Dockerfile, args: { SERVICE: ${s.name} } }`,
    `    deploy: { replicas: ${s.replicas} }`,
    s.mediaVolume
      ? `    environment: { <<: *service-env, KAFKA_CLIENT_ID: ${s.name}, MEDIA_DIR: /data/media }`
      : `    environment: { <<: *service-env, KAFKA_CLIENT_ID: ${s.name} }`,
    ...(s.mediaVolume ? ['    volumes: [media:/data/media]'] : []),
  ];
  return `${HEADER}${SERVICES.flatMap(service).join('\n')}

  edge:
    image: nginx:1.27-alpine
    ports: ['8080:80']
    volumes:
      - ./${COMPOSE_EDGE_FILE}:/etc/nginx/conf.d/default.conf:ro
      - ./web-learner/dist:/usr/share/nginx/html/learner:ro
      - ./web-admin/dist:/usr/share/nginx/html/admin:ro
    depends_on: [${SERVICES.map((s) => s.name).join(', ')}]

volumes:
  kafka-data:
  mongo-data:
  media:
`;
}

const HEADER = `# Rendered from scripts/distributed/topology.ts by \`npm run topology:write\`: do not edit by hand.
# Distributed mode: each service in its own containers (replicas behind the nginx edge), real Kafka (KRaft)
# and a MongoDB replica set. No Docker engine runs on the development machines: \`npm run start:distributed\`
# runs the same topology with processes (FerretDB on PostgreSQL for MongoDB), and its test runs in CI.
x-service: &service
  build:
    context: .
    dockerfile: deploy/docker/service.Dockerfile
  restart: unless-stopped
  depends_on:
    kafka: { condition: service_healthy }
    mongo: { condition: service_healthy }
  environment: &service-env
    NODE_ENV: production
    PORT: '3000'
    MONGO_URL: mongodb://mongo:27017/?replicaSet=rs0
    KAFKA_BROKERS: kafka:9092
    # The services sit behind the nginx edge on the compose network: believe its X-Forwarded-For only.
    TRUSTED_PROXIES: \${TRUSTED_PROXIES:-uniquelocal}
    JWT_SECRET: \${JWT_SECRET:?set JWT_SECRET}
    MEDIA_SIGNING_SECRET: \${MEDIA_SIGNING_SECRET:?set MEDIA_SIGNING_SECRET}
    ADMIN_EMAIL: \${ADMIN_EMAIL:?set ADMIN_EMAIL}
    ADMIN_PASSWORD: \${ADMIN_PASSWORD:?set ADMIN_PASSWORD}
    SMTP_URL: \${SMTP_URL:?set SMTP_URL}
    RAZORPAY_KEY_ID: \${RAZORPAY_KEY_ID:-}
    RAZORPAY_KEY_SECRET: \${RAZORPAY_KEY_SECRET:-}
    RAZORPAY_WEBHOOK_SECRET: \${RAZORPAY_WEBHOOK_SECRET:-}

services:
  kafka:
    image: apache/kafka:3.9.1
    environment:
      KAFKA_NODE_ID: 1
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093
      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: 1
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: 0
      KAFKA_NUM_PARTITIONS: 6
    volumes: [kafka-data:/var/lib/kafka/data]
    healthcheck:
      test: ['CMD-SHELL', '/opt/kafka/bin/kafka-topics.sh --bootstrap-server localhost:9092 --list']
      interval: 10s
      retries: 12

  mongo:
    image: mongo:7.0
    command: ['--replSet', 'rs0', '--bind_ip_all']
    volumes: [mongo-data:/data/db]
    healthcheck:
      # Initiates the single-node replica set on first start, then reports its health.
      test:
        [
          'CMD-SHELL',
          'mongosh --quiet --eval "try { rs.status().ok } catch (e) { rs.initiate({_id:''rs0'',members:[{_id:0,host:''mongo:27017''}]}).ok }"',
        ]
      interval: 10s
      retries: 12

`;
