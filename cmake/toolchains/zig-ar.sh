#!/bin/sh
# SPDX-License-Identifier: MIT OR Apache-2.0
# CMake wants one program for ar.
exec zig ar "$@"
