/**
 * nginx's main configuration for the local edge: Debian's nginx run unprivileged on a high port with
 * everything (pid, logs, temp files) in the data folder, and the edge of render-nginx.ts inside.
 */
export function renderNginxMain(o: { dir: string; logsDir: string; edge: string; asUser?: string }): string {
  return [
    '# Rendered by scripts/distributed: do not edit (npm run start:distributed writes it again).',
    // As root, nginx runs its workers as this user; otherwise as whoever starts it.
    ...(o.asUser ? [`user ${o.asUser};`] : []),
    'worker_processes 1;',
    `pid ${o.dir}/nginx.pid;`,
    `error_log ${o.logsDir}/edge-error.log warn;`,
    'daemon off;',
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    `  client_body_temp_path ${o.dir}/tmp/body;`,
    `  proxy_temp_path ${o.dir}/tmp/proxy;`,
    `  fastcgi_temp_path ${o.dir}/tmp/fastcgi;`,
    `  uwsgi_temp_path ${o.dir}/tmp/uwsgi;`,
    `  scgi_temp_path ${o.dir}/tmp/scgi;`,
    '  log_format edge \'$remote_addr "$request" $status $upstream_addr $upstream_status $request_time\';',
    `  access_log ${o.logsDir}/edge-access.log edge;`,
    o.edge
      .split('\n')
      .map((l) => (l ? `  ${l}` : l))
      .join('\n'),
    '}',
    '',
  ].join('\n');
}
