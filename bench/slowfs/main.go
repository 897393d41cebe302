// slowfs: the chaos campaign's slow disk. A FUSE mirror of a folder whose reads, writes, flushes
// and fsyncs each wait -delay while it is slow: SIGUSR1 makes it slow, SIGUSR2 fast again, SIGTERM
// unmounts it. The campaign keeps its data disk's image file in here, so every block the loop
// device reads or writes waits, as on a failing or overloaded disk.
//
//	slowfs -delay 100ms <backing folder> <mount point>
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/hanwen/go-fuse/v2/fs"
	"github.com/hanwen/go-fuse/v2/fuse"
)

var slow atomic.Bool

var delay = flag.Duration("delay", 100*time.Millisecond, "how long each read, write, flush and fsync waits while slow")

func wait() {
	if slow.Load() {
		time.Sleep(*delay)
	}
}

// node is the loopback's node with its files opened slow.
type node struct{ fs.LoopbackNode }

func (n *node) Open(ctx context.Context, flags uint32) (fs.FileHandle, uint32, syscall.Errno) {
	fh, fuseFlags, errno := n.LoopbackNode.Open(ctx, flags)
	if errno != 0 {
		return nil, 0, errno
	}
	return &file{fh.(*fs.LoopbackFile)}, fuseFlags, 0
}

func (n *node) Create(ctx context.Context, name string, flags, mode uint32, out *fuse.EntryOut) (*fs.Inode, fs.FileHandle, uint32, syscall.Errno) {
	in, fh, fuseFlags, errno := n.LoopbackNode.Create(ctx, name, flags, mode, out)
	if errno != 0 {
		return nil, nil, 0, errno
	}
	return in, &file{fh.(*fs.LoopbackFile)}, fuseFlags, 0
}

// file is the loopback's file whose data operations wait while slow.
type file struct{ *fs.LoopbackFile }

func (f *file) Read(ctx context.Context, buf []byte, off int64) (fuse.ReadResult, syscall.Errno) {
	wait()
	return f.LoopbackFile.Read(ctx, buf, off)
}

func (f *file) Write(ctx context.Context, data []byte, off int64) (uint32, syscall.Errno) {
	wait()
	return f.LoopbackFile.Write(ctx, data, off)
}

func (f *file) Flush(ctx context.Context) syscall.Errno {
	wait()
	return f.LoopbackFile.Flush(ctx)
}

func (f *file) Fsync(ctx context.Context, flags uint32) syscall.Errno {
	wait()
	return f.LoopbackFile.Fsync(ctx, flags)
}

// PassthroughFd: none, or the kernel would read and write the backing file without asking us.
func (f *file) PassthroughFd() (int, bool) { return -1, false }

func main() {
	flag.Parse()
	if flag.NArg() != 2 {
		log.Fatalf("usage: slowfs [-delay 100ms] <backing folder> <mount point>")
	}
	var st syscall.Stat_t
	if err := syscall.Stat(flag.Arg(0), &st); err != nil {
		log.Fatal(err)
	}
	root := &fs.LoopbackRoot{Path: flag.Arg(0), Dev: uint64(st.Dev)}
	root.NewNode = func(r *fs.LoopbackRoot, _ *fs.Inode, _ string, _ *syscall.Stat_t) fs.InodeEmbedder {
		return &node{fs.LoopbackNode{RootData: r}}
	}
	root.RootNode = root.NewNode(root, nil, "", &st)
	server, err := fs.Mount(flag.Arg(1), root.RootNode, &fs.Options{MountOptions: fuse.MountOptions{AllowOther: true, DirectMount: true, FsName: "slowfs", Name: "slowfs"}})
	if err != nil {
		log.Fatal(err)
	}
	signals := make(chan os.Signal, 4)
	signal.Notify(signals, syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGTERM, syscall.SIGINT)
	go func() {
		for s := range signals {
			switch s {
			case syscall.SIGUSR1:
				slow.Store(true)
			case syscall.SIGUSR2:
				slow.Store(false)
			default:
				_ = server.Unmount()
			}
		}
	}()
	fmt.Println("ready")
	server.Wait()
}
