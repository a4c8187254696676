#!/bin/bash
ruby -e "$(curl -fsSL https://www.nativescript.org/setup/mac)"