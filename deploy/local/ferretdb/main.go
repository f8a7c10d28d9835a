// Command ferretdb-sqlite runs FerretDB v1 (MongoDB wire protocol) on top of
// SQLite files, for local development and CI where no Docker or MongoDB is
// available.
//
// Why embed instead of `go install github.com/FerretDB/FerretDB/cmd/ferretdb`:
// the upstream command panics when built outside its repository because the
// generated build/version/version.txt is missing (FerretDB issue #2982). The
// embeddable `ferretdb` package skips that check.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	_ "net/http/pprof" // served only with -pprof-addr
	"net/url"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listenAddr := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on (port 0 picks a free port)")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite URI: a directory, with 'file:' scheme and a trailing '/'")
	postgresqlURL := flag.String("postgresql-url", "",
		"PostgreSQL URL (e.g. postgres://user@127.0.0.1:5432/ferretdb); when set, the PostgreSQL backend is used "+
			"instead of SQLite (needs a binary built without the ferretdb_no_postgresql tag)")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error")
	exitOnStdinEOF := flag.Bool("exit-on-stdin-eof", false,
		"shut down when stdin closes; lets a parent that holds our stdin pipe take us down even if it is SIGKILLed")
	pprofAddr := flag.String("pprof-addr", "", "serve Go's profiler (/debug/pprof) on this address, for finding where a benchmark's time goes")
	flag.Parse()

	tuneGC()

	if *pprofAddr != "" {
		go func() {
			if err := http.ListenAndServe(*pprofAddr, nil); err != nil {
				fmt.Fprintf(os.Stderr, "pprof: %s\n", err)
			}
		}()
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(os.Stderr, "invalid -log-level %q: %s\n", *logLevel, err)
		os.Exit(2)
	}

	// Logs go to stderr so stdout stays free for the single readiness line.
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	if err := run(*listenAddr, *sqliteURL, *postgresqlURL, *exitOnStdinEOF, logger); err != nil {
		logger.Error("ferretdb-sqlite failed", slog.String("error", err.Error()))
		os.Exit(1)
	}
}

func run(listenAddr, sqliteURL, postgresqlURL string, exitOnStdinEOF bool, logger *slog.Logger) error {
	config := &ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: "127.0.0.1:0"},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: sqliteURL,
	}
	if postgresqlURL != "" {
		// FerretDB v1's handler reads, changes and writes back on PostgreSQL too, so the write-lock front
		// below is kept for both backends.
		config.Handler = "postgresql"
		config.PostgreSQLURL = postgresqlURL
		config.SQLiteURL = ""
	} else if err := ensureSQLiteDir(sqliteURL); err != nil {
		return err
	}

	// Clients talk to the write-lock front on listenAddr; FerretDB itself listens on a private port.
	front, err := net.Listen("tcp", listenAddr)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", listenAddr, err)
	}
	defer front.Close()

	f, err := ferretdb.New(config)
	if err != nil {
		return err
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()

	if exitOnStdinEOF {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			logger.Info("stdin closed, shutting down")
			stop()
		}()
	}

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	backendURI, err := url.Parse(f.MongoDBURI())
	if err != nil {
		return fmt.Errorf("parsing FerretDB's own address: %w", err)
	}
	go serveWriteLockFront(front, backendURI.Host, logger)

	// The front is bound, so the real address (useful with port 0) is known now; callers parse this line.
	fmt.Printf("ferretdb-sqlite listening mongodb://%s/\n", front.Addr().String())

	select {
	case err = <-done:
		return err
	case <-ctx.Done():
	}

	logger.Info("shutting down")

	// Run waits up to ~3s for open client connections; don't hang forever.
	select {
	case err = <-done:
		return err
	case <-time.After(10 * time.Second):
		return errors.New("timed out waiting for shutdown")
	}
}

// tuneGC lets the heap grow to five times what is live between collections (GOGC=400), under a soft
// limit of 1 GiB past which the collector works harder again; GOGC or GOMEMLIMIT set in the environment
// win. Every request allocates its documents several times over (BSON, JSON for SQLite, back), and at
// Go's default of 100 the collector took a fifth of FerretDB's CPU in a bench:attempts storm, while
// what is live stays in the tens of MiB.
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}

// ensureSQLiteDir creates the SQLite data directory: FerretDB requires it to exist already.
func ensureSQLiteDir(sqliteURL string) error {
	u, err := url.Parse(sqliteURL)
	if err != nil {
		return fmt.Errorf("invalid -sqlite-url: %w", err)
	}
	dir := u.Path
	if dir == "" {
		dir = u.Opaque
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("creating data directory: %w", err)
		}
	}
	return nil
}
