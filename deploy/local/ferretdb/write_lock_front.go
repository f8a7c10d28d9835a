package main

// A thin MongoDB wire-protocol front that serializes write commands per collection.
//
// Why: FerretDB v1.24 runs update, findAndModify and delete as "query, change in Go, write back"
// without a lock, so two concurrent updates of one document lose one of them (measured: 200
// concurrent $inc on one document left the counter at 5). MongoDB applies each single-document
// update atomically, and the platform relies on that (outbox, counters, compare-and-set). Holding a
// per-collection lock from the moment a write command is forwarded until its reply comes back
// restores that guarantee. Reads and inserts pass through without waiting.

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"sync"
)

const (
	opMsg          = 2013
	flagMoreToCome = 1 << 1
	maxMessageSize = 48 * 1024 * 1024
)

// Commands that read then rewrite documents inside FerretDB.
var readModifyWrite = map[string]bool{"update": true, "findandmodify": true, "delete": true}

type collectionLocks struct{ m sync.Map }

func (c *collectionLocks) get(key string) *sync.Mutex {
	l, _ := c.m.LoadOrStore(key, &sync.Mutex{})
	return l.(*sync.Mutex)
}

// serveWriteLockFront accepts clients on ln and relays each connection to backendAddr.
func serveWriteLockFront(ln net.Listener, backendAddr string, logger *slog.Logger) {
	locks := &collectionLocks{}
	for {
		client, err := ln.Accept()
		if err != nil {
			if !errors.Is(err, net.ErrClosed) {
				logger.Error("front: accept failed", slog.String("error", err.Error()))
			}
			return
		}
		go relay(client, backendAddr, locks, logger)
	}
}

func relay(client net.Conn, backendAddr string, locks *collectionLocks, logger *slog.Logger) {
	defer client.Close()
	server, err := net.Dial("tcp", backendAddr)
	if err != nil {
		logger.Error("front: backend unreachable", slog.String("error", err.Error()))
		return
	}
	defer server.Close()

	var mu sync.Mutex
	held := map[int32]*sync.Mutex{} // requestID of a write in flight -> the lock it holds
	releaseAll := func() {
		mu.Lock()
		defer mu.Unlock()
		for id, l := range held {
			l.Unlock()
			delete(held, id)
		}
	}
	defer releaseAll()

	replies := make(chan struct{})
	go func() {
		defer close(replies)
		defer client.Close()
		for {
			msg, err := readMessage(server)
			if err != nil {
				return
			}
			if _, err := client.Write(msg); err != nil {
				return
			}
			responseTo := int32(binary.LittleEndian.Uint32(msg[8:12]))
			mu.Lock()
			if l, ok := held[responseTo]; ok {
				delete(held, responseTo)
				l.Unlock()
			}
			mu.Unlock()
		}
	}()

	for {
		msg, err := readMessage(client)
		if err != nil {
			break
		}
		if key, ok := writeLockKey(msg); ok {
			l := locks.get(key)
			l.Lock()
			mu.Lock()
			held[int32(binary.LittleEndian.Uint32(msg[4:8]))] = l
			mu.Unlock()
		}
		if _, err := server.Write(msg); err != nil {
			break
		}
	}
	server.Close()
	<-replies
}

// readMessage reads one whole wire-protocol message (header included).
func readMessage(r io.Reader) ([]byte, error) {
	var header [16]byte
	if _, err := io.ReadFull(r, header[:]); err != nil {
		return nil, err
	}
	size := int(binary.LittleEndian.Uint32(header[0:4]))
	if size < 16 || size > maxMessageSize {
		return nil, fmt.Errorf("bad message size %d", size)
	}
	msg := make([]byte, size)
	copy(msg, header[:])
	if _, err := io.ReadFull(r, msg[16:]); err != nil {
		return nil, err
	}
	return msg, nil
}

// writeLockKey names the collection an acknowledged read-modify-write command targets.
// OP_MSG: header, uint32 flags, then section kind 0 holding the command document, whose first
// element is the command name with the collection name as its string value.
func writeLockKey(msg []byte) (string, bool) {
	if len(msg) < 21+5 || int32(binary.LittleEndian.Uint32(msg[12:16])) != opMsg {
		return "", false
	}
	if binary.LittleEndian.Uint32(msg[16:20])&flagMoreToCome != 0 || msg[20] != 0 {
		return "", false // unacknowledged writes get no reply to release a lock on
	}
	doc := msg[21:]
	if len(doc) < 5 || doc[4] != 0x02 { // the first element must be a string
		return "", false
	}
	rest := doc[5:]
	end := indexByte(rest, 0)
	if end < 0 || !readModifyWrite[strings.ToLower(string(rest[:end]))] {
		return "", false
	}
	rest = rest[end+1:]
	if len(rest) < 4 {
		return "", false
	}
	n := int(binary.LittleEndian.Uint32(rest[0:4]))
	if n < 1 || len(rest) < 4+n {
		return "", false
	}
	return string(rest[4 : 4+n-1]), true
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}
